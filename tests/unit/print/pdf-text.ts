import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for the printed documents' unit tests (quick, and at home in jsdom):
 * the number of pages, and the text pdfkit writes with the standard fonts, which is WinAnsi bytes
 * in hex strings inside TJ arrays (`[<4a6f62> 30 <...>] TJ`), in flate-compressed content streams.
 */
const latin1 = new TextDecoder('latin1');
// WinAnsi differs from Latin-1 in 0x80–0x9F; the documents use the euro sign, the dashes and the right quote.
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x92: '’', 0x95: '•' };

export function pdfPageCount(pdf: Uint8Array): number {
  return [...latin1.decode(pdf).matchAll(/\/Type \/Page\b(?!s)/g)].length;
}

function streams(pdf: Uint8Array): Uint8Array[] {
  const text = latin1.decode(pdf);
  const found: Uint8Array[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      found.push(inflateSync(pdf.subarray(start, end)));
    } catch {
      // Not a flate stream (a font's metrics, an image): no text of ours in it.
    }
  }
  return found;
}

const decodeHex = (hex: string) =>
  Array.from({ length: hex.length / 2 }, (_, index) => {
    const code = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
    return WIN_ANSI[code] ?? String.fromCharCode(code);
  }).join('');

/** Each text run the PDF draws, in drawing order. */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  return streams(pdf).flatMap((stream) =>
    [...latin1.decode(stream).matchAll(/\[([^\]]*)\]\s*TJ/g)].map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1] ?? '')).join(''),
    ),
  );
}
