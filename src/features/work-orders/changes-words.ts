import type { ChangeStatus } from '../../sync/change-status';

const count = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * The work order's changes in one true sentence (issue 45): how many wait to be sent, or are being
 * sent, and which wait for the person instead (a clash to decide, a refusal to read), never
 * "being sent" for a change that will not go until someone decides.
 */
export function changesWords(statuses: readonly ChangeStatus[], online: boolean): string {
  if (statuses.length === 0) return 'All changes saved';
  const clashes = statuses.filter((status) => status.kind === 'conflict').length;
  const refused = statuses.filter((status) => status.kind === 'refused').length;
  const going = statuses.length - clashes - refused;
  const parts: string[] = [];
  if (going > 0) parts.push(`${count(going)} ${online ? 'being sent' : 'waiting to be sent'}`);
  if (clashes > 0)
    parts.push(`${count(clashes)} ${clashes === 1 ? 'clashes' : 'clash'} with another device: choose below`);
  if (refused > 0) parts.push(`${count(refused)} refused: see below`);
  return parts.join('; ');
}
