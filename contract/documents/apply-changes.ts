import type { Applied } from './apply-change';
import type { Clash } from './clash';

/** A change that cannot be made at all (not a clash with another device): nothing to order, say. */
export interface Refusal {
  path: string;
  message: string;
}

/** One intent applied by a document's own rule (its `apply`, which may refuse as well as clash). */
export type ChangeApplied<D> = Applied<D> & { refusal?: Refusal | undefined };

/** A run of intents applied: the document as they left it and what each could not do. */
export interface ChangesApplied<D> {
  doc: D;
  /** Some intent changed the document (its rev moves once for the request). */
  changed: boolean;
  /** Every clash of every intent, so that one 409 names them all. */
  clashes: Clash[];
  /** The refusals, each with the index of its intent in the request. */
  refusals: (Refusal & { index: number })[];
  /** The indexes of the intents that changed the document (the work order orders parts for these). */
  took: number[];
}

/** Where a run of intents starts: nothing applied yet. */
export const nothingApplied = <D>(doc: D): ChangesApplied<D> => ({
  doc,
  changed: false,
  clashes: [],
  refusals: [],
  took: [],
});

/**
 * Applies a document's intents in order, each to what the one before left: the one loop the
 * server runs on the locked row and the device runs for its provisional copy (the model is
 * Replicache's mutators: one apply function, client and server). An intent that clashes or is
 * refused is left out and answered; the rest go on, so that all clashes are named at once. The
 * server answers 409 or 422 when any is answered; the device shows its copy without them.
 *
 * `from` continues an earlier run and `first` is the index of `changes[0]` in the request: the
 * server stops between runs to do what only it can (price the work order before an intent that
 * reads what the customer agreed to, runsBefore below).
 */
export function applyChanges<D, C>(
  from: ChangesApplied<D>,
  changes: readonly C[],
  apply: (doc: D, change: C) => ChangeApplied<D>,
  first = 0,
): ChangesApplied<D> {
  const result = { ...from, clashes: [...from.clashes], refusals: [...from.refusals], took: [...from.took] };
  changes.forEach((change, offset) => {
    const applied = apply(result.doc, change);
    if (applied.refusal) result.refusals.push({ ...applied.refusal, index: first + offset });
    result.clashes.push(...applied.clashes);
    if (applied.refusal || applied.clashes.length) return;
    result.doc = applied.doc;
    if (!applied.changed) return;
    result.changed = true;
    result.took.push(first + offset);
  });
  return result;
}

/**
 * The intents in runs, a new run starting at each intent `asks` picks: the server prepares the
 * document (an async step the loop cannot take) before each such run. `first` is the index of the
 * run's first intent in the request.
 */
export function runsBefore<C>(changes: readonly C[], asks: (change: C) => boolean) {
  const runs: { first: number; asks: boolean; changes: C[] }[] = [];
  changes.forEach((change, index) => {
    const last = runs.at(-1);
    if (!last || asks(change)) runs.push({ first: index, asks: asks(change), changes: [change] });
    else last.changes.push(change);
  });
  return runs;
}
