/**
 * The small vocabulary of the generated product views: the demo drawings' palette and canvas
 * (public/demo/parts), text that is always XML-escaped, and text kept inside its box.
 */
export const palette = {
  paper: '#f1f4f9',
  ink: '#1b2a4a',
  yellow: '#fdda24',
  yellowLight: '#fee97f',
  yellowDark: '#e0bd12',
  white: '#fff',
};

export const WIDTH = 320;
export const HEIGHT = 240;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/** Brand and product names may hold `&`, `<`, quotes: never drawn unescaped. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface TextOptions {
  size: number;
  weight?: 'bold';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  mono?: boolean;
  /** Wider text is squeezed to this width rather than drawn over its neighbours. */
  maxWidth?: number;
}

// An average glyph is about 0.56 em wide in a sans face (0.62 bold, 0.6 monospace): enough to
// tell when a line needs squeezing; short lines are never stretched.
const estimateWidth = (value: string, { size, weight, mono }: TextOptions) =>
  value.length * size * (mono ? 0.6 : weight ? 0.62 : 0.56);

export function text(x: number, y: number, value: string, options: TextOptions): string {
  const { size, weight, fill = palette.ink, anchor = 'start', mono, maxWidth } = options;
  const squeeze =
    maxWidth !== undefined && estimateWidth(value, options) > maxWidth
      ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return (
    `<text x="${x}" y="${y}" font-family="${escapeXml(mono ? MONO : FONT)}" font-size="${size}"` +
    `${weight ? ` font-weight="${weight}"` : ''}` +
    ` fill="${fill}" text-anchor="${anchor}"${squeeze}>${escapeXml(value)}</text>`
  );
}

/** Words in at most `lines` lines of about `chars` characters; the last one ends '…' when cut. */
export function wrap(value: string, chars: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > chars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

export function svgDocument(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.paper}"/>${body}</svg>`
  );
}

/** A number as a drawing prints it: no trailing zeros, at most one decimal. */
export const round = (value: number) => Math.round(value * 10) / 10;
