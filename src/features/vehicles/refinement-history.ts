/**
 * The refinement modal's history (trade-features §4 "Refinement keeps a history; undo reapplies
 * the previous selection or clears"). A selection is the list of choices sent as
 * `refinementData`; every choice pushes the selection it replaces, undo pops it back.
 */
export interface RefinementChoice {
  readonly name: string;
  readonly value: string;
}

export type RefinementSelection = readonly RefinementChoice[];

export interface RefinementHistory {
  readonly current: RefinementSelection;
  /** Earlier selections, oldest first. */
  readonly past: readonly RefinementSelection[];
}

export const emptyRefinementHistory: RefinementHistory = { current: [], past: [] };

/** Adds a choice; a new value for an attribute already chosen replaces the old one. */
export function chooseRefinement(history: RefinementHistory, choice: RefinementChoice): RefinementHistory {
  const current = [...history.current.filter((chosen) => chosen.name !== choice.name), choice];
  return { current, past: [...history.past, history.current] };
}

/** Back to the selection before the last choice; from the first choice, back to none. */
export function undoRefinement(history: RefinementHistory): RefinementHistory {
  if (history.past.length === 0) return emptyRefinementHistory;
  return { current: history.past[history.past.length - 1] ?? [], past: history.past.slice(0, -1) };
}

export function canUndoRefinement(history: RefinementHistory): boolean {
  return history.past.length > 0;
}

/** The value chosen for an attribute, if any. */
export function chosenValue(selection: RefinementSelection, name: string): string | undefined {
  return selection.find((choice) => choice.name === name)?.value;
}
