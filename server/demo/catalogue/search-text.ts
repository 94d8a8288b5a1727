// The demo catalogue's search text and the vocabulary built from it (generate.ts): what full-text
// search indexes for each product, and the words typo correction chooses from.

/** Search text is plain ASCII, as the search service folds what people type: 'Lemförder' is 'lemforder'. */
export const foldAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The vocabulary's words of a text: lower case, letters only, three or more. */
export const vocabularyWords = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => /^[a-z]{3,}$/.test(word));

/** Every word of three letters or more, with the number of products whose text holds it, in order. */
export function vocabularyOf(products: readonly { searchText: string }[]): { word: string; frequency: number }[] {
  const frequency = new Map<string, number>();
  for (const product of products) {
    for (const word of new Set(vocabularyWords(product.searchText)))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return [...frequency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([word, count]) => ({ word, frequency: count }));
}
