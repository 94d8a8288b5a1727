import type { QuoteChange } from '../../../contract/quotes/intents';
import type { Quote, QuoteItem } from '../../../contract/quotes/schemas';

const lineOf = (quote: Quote, id: string): QuoteItem | undefined => quote.items.find((item) => item.id === id);

const pick = (from: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (from as Record<string, unknown>)[key] ?? null]));

/**
 * "Keep mine" after a clash (architecture: "A settled conflict is a new request"): the same
 * intents, now saying they start from the server's copy, so the server applies them over what the
 * other device did. A line the other device removed comes back as this device had it (`mine`); a
 * line this device removed that is already gone needs nothing. Nothing left: an empty
 * `setFields`, which the server answers with its copy.
 */
export function rebaseQuoteChanges(changes: readonly QuoteChange[], theirs: Quote, mine: Quote): QuoteChange[] {
  const rebased = changes.flatMap((change): QuoteChange[] => {
    switch (change.op) {
      case 'setFields':
        return [{ ...change, base: pick(theirs, Object.keys(change.set)) }];
      case 'updateLine': {
        const current = lineOf(theirs, change.id);
        if (current) return [{ ...change, base: pick(current, Object.keys(change.set)) }];
        const kept = lineOf(mine, change.id);
        if (!kept) return [];
        const { id, position, product, quantity, note } = kept;
        return [{ op: 'addLine', kind: 'item', line: { id, position, product, quantity, note } }];
      }
      case 'removeLine': {
        const current = lineOf(theirs, change.id);
        return current ? [{ ...change, baseRev: current.rev }] : [];
      }
      default:
        return [change];
    }
  });
  return rebased.length ? rebased : [{ op: 'setFields', base: {}, set: {} }];
}
