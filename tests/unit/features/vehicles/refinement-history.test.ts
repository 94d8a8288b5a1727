import { describe, expect, it } from 'vitest';
import {
  canUndoRefinement,
  chooseRefinement,
  chosenValue,
  emptyRefinementHistory,
  undoRefinement,
} from '../../../../src/features/vehicles/refinement-history';

const engine = { name: 'Engine', value: '1.0 EcoBoost' };
const power = { name: 'Power', value: '92' };

describe('refinement history', () => {
  it('starts with no choices and nothing to undo', () => {
    expect(emptyRefinementHistory.current).toEqual([]);
    expect(canUndoRefinement(emptyRefinementHistory)).toBe(false);
  });

  it('adds each choice to the selection and keeps the one before', () => {
    const once = chooseRefinement(emptyRefinementHistory, engine);
    const twice = chooseRefinement(once, power);
    expect(twice.current).toEqual([engine, power]);
    expect(twice.past).toEqual([[], [engine]]);
    expect(canUndoRefinement(twice)).toBe(true);
  });

  it('replaces the value of an attribute chosen again', () => {
    const history = chooseRefinement(chooseRefinement(emptyRefinementHistory, engine), {
      name: 'Engine',
      value: '1.5 EcoBlue',
    });
    expect(history.current).toEqual([{ name: 'Engine', value: '1.5 EcoBlue' }]);
    expect(chosenValue(history.current, 'Engine')).toBe('1.5 EcoBlue');
    expect(chosenValue(history.current, 'Body')).toBeUndefined();
  });

  it('undo reapplies the previous selection', () => {
    const history = chooseRefinement(chooseRefinement(emptyRefinementHistory, engine), power);
    const undone = undoRefinement(history);
    expect(undone.current).toEqual([engine]);
    expect(undone.past).toEqual([[]]);
  });

  it('undo from one choice clears the selection, and again changes nothing', () => {
    const undone = undoRefinement(chooseRefinement(emptyRefinementHistory, engine));
    expect(undone.current).toEqual([]);
    expect(canUndoRefinement(undone)).toBe(false);
    expect(undoRefinement(undone)).toEqual(emptyRefinementHistory);
  });

  it('never changes the history it is given', () => {
    const history = chooseRefinement(emptyRefinementHistory, engine);
    const copy = structuredClone(history);
    chooseRefinement(history, power);
    undoRefinement(history);
    expect(history).toEqual(copy);
  });
});
