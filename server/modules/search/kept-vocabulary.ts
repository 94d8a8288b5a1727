import { createVocabulary, type Vocabulary } from '../../../contract/search/vocabulary';

/**
 * How stale the vocabulary may be. It is kept under the catalogue's change counter
 * (db/catalogue-counter.ts), read at most once per VOCABULARY_CHECK_MS: a catalogue import, which
 * writes its products and their words together, moves the counter, so every instance corrects to
 * the new words within about that long, without a restart. A vocabulary older than
 * VOCABULARY_MAX_AGE_MS is read again whatever the counter says, for words changed with no product
 * numbered. The counter also moves with stock, so under orders the words (a few thousand rows,
 * milliseconds) may be read again once per check: the check interval bounds that cost.
 */
export const VOCABULARY_CHECK_MS = 10_000;
export const VOCABULARY_MAX_AGE_MS = 600_000;

export interface VocabularySource {
  catalogueCounter(): Promise<string>;
  vocabulary(): Promise<{ word: string; frequency: number }[]>;
}

interface Kept {
  counter: string;
  readAt: number;
  vocabulary: Promise<Vocabulary>;
}

/** The vocabulary in force: the counter is read once for all the calls that arrive meanwhile. */
export function keepVocabulary(source: VocabularySource, now: () => number): () => Promise<Vocabulary> {
  let kept: Kept | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<Vocabulary> | undefined;

  const fresh = (time: number) =>
    kept !== undefined && time - checkedAt < VOCABULARY_CHECK_MS && time - kept.readAt < VOCABULARY_MAX_AGE_MS;

  // The counter is read before the words: a change numbered after this read is seen at the next check.
  const check = async (time: number): Promise<Vocabulary> => {
    const counter = await source.catalogueCounter();
    checkedAt = time;
    if (!kept || kept.counter !== counter || time - kept.readAt >= VOCABULARY_MAX_AGE_MS) {
      const next: Kept = { counter, readAt: time, vocabulary: source.vocabulary().then(createVocabulary) };
      // A read that failed is forgotten, so that the next call reads again.
      next.vocabulary.catch(() => {
        if (kept === next) kept = undefined;
      });
      kept = next;
    }
    return kept.vocabulary;
  };

  return () => {
    const time = now();
    if (kept && fresh(time)) return kept.vocabulary;
    checking ??= check(time).finally(() => {
      checking = undefined;
    });
    return checking;
  };
}
