import { palette, round, text } from './svg';

/**
 * The sku as an Interleaved 2 of 5 barcode, the symbology printed on trade cartons: digits in
 * pairs, the first of each pair in the bars and the second in the spaces, two of every five wide.
 */
const patterns = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const WIDE = 2.5;

/** Digits to encode: a numeric sku as it is, anything else by its character codes; even in number. */
function digitsOf(sku: string): number[] {
  const digits = /^\d+$/.test(sku) ? sku : [...sku].map((char) => String(char.codePointAt(0) ?? 0)).join('');
  return [...(digits.length % 2 ? `0${digits}` : digits)].map(Number);
}

/** The run of bar and space widths, in narrow units, starting with a bar. */
export function itfModules(sku: string): number[] {
  const digits = digitsOf(sku);
  const units = (pattern: string) => [...pattern].map((width) => (width === 'w' ? WIDE : 1));
  const runs = [1, 1, 1, 1];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = units(patterns[digits[index] ?? 0] ?? '');
    const spaces = units(patterns[digits[index + 1] ?? 0] ?? '');
    bars.forEach((bar, at) => runs.push(bar, spaces[at] ?? 1));
  }
  runs.push(WIDE, 1, 1);
  return runs;
}

/** A white strip with the bars and the sku printed beneath them. */
export function barcode(x: number, y: number, width: number, height: number, sku: string): string {
  const runs = itfModules(sku);
  const quiet = 6;
  const narrow = (width - 2 * quiet) / runs.reduce((sum, run) => sum + run, 0);
  const barHeight = height - 13;
  let at = x + quiet;
  let bars = '';
  runs.forEach((run, index) => {
    const w = run * narrow;
    if (index % 2 === 0) bars += `M${round(at)} ${y + 3}h${round(w)}v${barHeight - 3}h${-round(w)}Z`;
    at += w;
  });
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="2" fill="${palette.white}"/>` +
    `<path fill="${palette.ink}" d="${bars}"/>` +
    text(x + width / 2, y + height - 3, sku, { size: 9, anchor: 'middle', mono: true, maxWidth: width - 2 * quiet })
  );
}
