import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { lineKinds } from '../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../contract/work-orders/schemas';

type Line = { id: string; rev: number } & Record<string, unknown>;

function lineOf(doc: WorkOrder, kind: keyof typeof lineKinds, id: string): Line | undefined {
  return (doc[lineKinds[kind]] as Line[]).find((line) => line.id === id);
}

const pick = (from: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));

/**
 * "Keep mine" after a clash (architecture: "A settled conflict is a new request"): the same
 * intents, now saying they start from the server's copy, so the server applies them over what the
 * other tablet did. A line the other tablet removed comes back as the device had it (`mine`); a
 * line the device removed that is already gone needs nothing. What is left may be empty: then
 * the request changes nothing (an empty `setFields`), which the server answers with its copy.
 */
export function rebaseOnto(changes: readonly WorkOrderChange[], theirs: WorkOrder, mine: WorkOrder): WorkOrderChange[] {
  const rebased = changes.flatMap((change): WorkOrderChange[] => {
    switch (change.op) {
      case 'setFields':
        return [{ ...change, base: pick(theirs, Object.keys(change.set)) }];
      case 'updateLine': {
        const current = lineOf(theirs, change.kind, change.id);
        if (current) return [{ ...change, base: pick(current, Object.keys(change.set)) } as WorkOrderChange];
        const kept = lineOf(mine, change.kind, change.id);
        return kept ? [{ op: 'addLine', kind: change.kind, line: kept } as unknown as WorkOrderChange] : [];
      }
      case 'removeLine': {
        const current = lineOf(theirs, change.kind, change.id);
        return current ? [{ ...change, baseRev: current.rev }] : [];
      }
      case 'setStatus':
        return theirs.status === change.to ? [] : [{ ...change, from: theirs.status }];
      default:
        return [change];
    }
  });
  return rebased.length ? rebased : [{ op: 'setFields', base: {}, set: {} }];
}
