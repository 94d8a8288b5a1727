import type { DocumentRules } from './apply-change';
import type { DocumentLine } from './intents';

type Line = DocumentLine & Record<string, unknown>;

const pick = (from: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));

/**
 * "Keep mine" after a clash (architecture: "A settled conflict is a new request"): the same
 * intents, now saying they start from the server's copy (`theirs`), so the server applies them
 * over what the other device did. A line the other device removed comes back as this device had it
 * (`mine`, through `rules.inputOf`); a line this device removed that is already gone needs
 * nothing; a status move already made is left out. Intents that start from nothing (orders,
 * answers) go as they are. Nothing left: an empty `setFields`, which the server answers with its copy.
 */
export function rebaseChanges<C extends { op: string }, K extends string>(
  changes: readonly C[],
  theirs: object,
  mine: object,
  rules: { listOf(kind: K): string } & Pick<DocumentRules<object, K>, 'inputOf'>,
): C[] {
  const lineOf = (doc: object, kind: K, id: string) =>
    ((doc as Record<string, unknown>)[rules.listOf(kind)] as Line[] | undefined)?.find((line) => line.id === id);
  const status = (theirs as { status?: string }).status;
  const rebased = changes.flatMap((given): unknown[] => {
    const change = given as unknown as Record<string, unknown> & { op: string; kind: K; id: string; to?: string };
    switch (change.op) {
      case 'setFields':
        return [{ ...change, base: pick(theirs as Record<string, unknown>, Object.keys(change['set'] as object)) }];
      case 'updateLine': {
        const current = lineOf(theirs, change.kind, change.id);
        if (current) return [{ ...change, base: pick(current, Object.keys(change['set'] as object)) }];
        const kept = lineOf(mine, change.kind, change.id);
        return kept ? [{ op: 'addLine', kind: change.kind, line: rules.inputOf(change.kind, kept) }] : [];
      }
      case 'removeLine': {
        const current = lineOf(theirs, change.kind, change.id);
        return current ? [{ ...change, baseRev: current.rev }] : [];
      }
      case 'setStatus':
        return status === change.to ? [] : [{ ...change, from: status }];
      default:
        return [change];
    }
  });
  return (rebased.length ? rebased : [{ op: 'setFields', base: {}, set: {} }]) as C[];
}
