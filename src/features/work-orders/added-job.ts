import type { WorkOrderChange } from '../../../contract/work-orders/intents';

/** The job an edit puts on the work order, and how many parts come with it (a repair time's). */
export function addedJobOf(made: readonly WorkOrderChange[]): { id: string; parts: number } | null {
  const job = made.find((change) => change.op === 'addLine' && change.kind === 'job');
  if (job?.op !== 'addLine') return null;
  const parts = made.filter((change) => change.op === 'addLine' && change.kind === 'item').length;
  return { id: job.line.id, parts };
}

/**
 * What the editor says when a job goes on (issue 45): the job lands in Jobs, far from the tree on
 * a phone, so the person is told where, and where its parts went too.
 */
export function addedJobWords(description: string, parts: number): string {
  const added = `Added ‘${description}’ to Jobs`;
  if (parts <= 0) return added;
  return `${added}, and ${parts === 1 ? 'its part' : `its ${parts} parts`} to Parts`;
}
