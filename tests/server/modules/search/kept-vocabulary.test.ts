import { describe, expect, it } from 'vitest';
import {
  keepVocabulary,
  VOCABULARY_CHECK_MS,
  VOCABULARY_MAX_AGE_MS,
  type VocabularySource,
} from '../../../../server/modules/search/kept-vocabulary';

/** A catalogue whose counter and words the test moves, counting what the keeper reads. */
function fakeCatalogue() {
  const state = { counter: '1', words: ['focus'], counterReads: 0, wordReads: 0, failNext: false };
  const source: VocabularySource = {
    async catalogueCounter() {
      state.counterReads += 1;
      return state.counter;
    },
    async vocabulary() {
      state.wordReads += 1;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('connection lost');
      }
      return state.words.map((word) => ({ word, frequency: 1 }));
    },
  };
  return { state, source };
}

describe('the vocabulary kept under the catalogue counter', () => {
  it('reads the words once, and the counter at most once per check interval, for callers together', async () => {
    const { state, source } = fakeCatalogue();
    let time = 0;
    const words = keepVocabulary(source, () => time);
    await Promise.all([words(), words(), words()]);
    time += VOCABULARY_CHECK_MS - 1;
    await words();
    expect(state).toMatchObject({ counterReads: 1, wordReads: 1 });
    time += 1;
    await words();
    // The counter has not moved: the words are not read again.
    expect(state).toMatchObject({ counterReads: 2, wordReads: 1 });
  });

  it('corrects to a word new to the catalogue once the counter has moved and been read again', async () => {
    const { state, source } = fakeCatalogue();
    let time = 0;
    const words = keepVocabulary(source, () => time);
    expect((await words()).correct('wibblatr')).toBe('wibblatr');
    state.words.push('wibblator');
    state.counter = '2';
    // Within the check interval the kept words answer: stale by at most VOCABULARY_CHECK_MS.
    expect((await words()).correct('wibblatr')).toBe('wibblatr');
    time += VOCABULARY_CHECK_MS;
    expect((await words()).correct('wibblatr')).toBe('wibblator');
    expect(state.wordReads).toBe(2);
  });

  it('reads the words again past their maximum age, whatever the counter says', async () => {
    const { state, source } = fakeCatalogue();
    let time = 0;
    const words = keepVocabulary(source, () => time);
    await words();
    state.words.push('wibblator');
    time += VOCABULARY_MAX_AGE_MS;
    expect((await words()).correct('wibblatr')).toBe('wibblator');
  });

  it('forgets a read that failed, so that the next call reads again', async () => {
    const { state, source } = fakeCatalogue();
    const words = keepVocabulary(source, () => 0);
    state.failNext = true;
    await expect(words()).rejects.toThrow('connection lost');
    expect((await words()).has('focus')).toBe(true);
    expect(state.wordReads).toBe(2);
  });
});
