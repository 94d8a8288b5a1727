/**
 * How much one matched word counts for one item: BM25+ with the parameters MiniSearch uses
 * (each word held once per item, so the term frequency is 1). Rare words count more than common
 * ones ('focus' more than 'brake'); a match in a short name more than in a long list of fitted
 * models; a match in the name three times a match elsewhere.
 */
const K = 1.2;
const B = 0.7;
const DELTA = 0.5;
export const NAME_WEIGHT = 3;

/** Inverse document frequency: `holding` of `items` items hold the word. */
export function rarity(holding: number, items: number): number {
  return Math.log(1 + (items - holding + 0.5) / (holding + 0.5));
}

/** The field's share: its length against the average length of that field. */
export function fieldWeight(inName: boolean, length: number, averageLength: number): number {
  const saturation = (K + 1) / (1 + K * (1 - B + (B * length) / (averageLength || 1))) + DELTA;
  return inName ? NAME_WEIGHT * saturation : saturation;
}
