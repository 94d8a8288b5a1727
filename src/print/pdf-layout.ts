import { PDFDocument } from 'pdfkit';
import { toBytes } from 'pdfkit/output';

/**
 * What the printed documents (the job sheet, the quote) share of their look, drawn with pdfkit:
 * A4, Helvetica and Helvetica-Bold only (the browser build needs each registered, print.worker.ts;
 * the Node build loads them itself), one table with a description column and fixed columns after
 * it, label and value pairs, right-aligned totals and a footer on every page.
 *
 * The table is laid out here rather than with pdfkit's `table()`, which does not repeat its header
 * row on a new page.
 */

export type Document = InstanceType<typeof PDFDocument>;
export type Align = 'left' | 'right';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const MARGIN = { top: 40, bottom: 56, left: 40, right: 40 };
export const INK = '#111111';
export const MUTED = '#555555';
const RULE = '#BBBBBB';
export const BODY = 9;
export const SMALL = 8;
const PAD = 3;

export interface Cell {
  text: string;
  font?: string;
  size?: number;
  color?: string;
}

/** A column after the description: its heading, width and how it aligns. */
export interface TableColumn<K extends string> {
  key: K;
  heading: string;
  width: number;
  align: Align;
}

/** One row of a table: the description's stacked texts and the other columns' texts. */
export interface Row<K extends string> {
  description: Cell[];
  columns: Partial<Record<K, string>>;
  bold?: boolean;
  indent?: number;
  /** A section heading keeps the rows after it company: it never ends a page. */
  heading?: boolean;
}

export function pageWidth(doc: Document): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function heightOf(doc: Document, cell: Cell, width: number, fallbackFont: string): number {
  doc.font(cell.font ?? fallbackFont, cell.size ?? BODY);
  return doc.heightOfString(cell.text, { width });
}

export function write(
  doc: Document,
  cell: Cell,
  x: number,
  y: number,
  width: number,
  align: Align,
  font: string,
): number {
  const height = heightOf(doc, cell, width, font);
  doc.fillColor(cell.color ?? INK).text(cell.text, x, y, { width, align });
  return height;
}

/** A table of these columns after the description, which takes the page's width left over. */
export function pdfTable<K extends string>(columns: readonly TableColumn<K>[]) {
  const descriptionWidth = (doc: Document) =>
    pageWidth(doc) - columns.reduce((total, column) => total + column.width, 0);

  const rowHeight = (doc: Document, row: Row<K>): number => {
    const font = row.bold ? BOLD : REGULAR;
    const width = descriptionWidth(doc) - PAD * 2 - (row.indent ?? 0);
    const description = row.description.reduce((total, cell) => total + heightOf(doc, cell, width, font), 0);
    const heights = columns.map((column) => heightOf(doc, { text: row.columns[column.key] ?? '' }, column.width, font));
    return Math.max(description, ...heights) + PAD * 2;
  };

  const drawRow = (doc: Document, row: Row<K>, y: number): number => {
    const height = rowHeight(doc, row);
    const font = row.bold ? BOLD : REGULAR;
    const indent = row.indent ?? 0;
    let at = y + PAD;
    for (const cell of row.description) {
      at += write(doc, cell, MARGIN.left + PAD + indent, at, descriptionWidth(doc) - PAD * 2 - indent, 'left', font);
    }
    let x = MARGIN.left + descriptionWidth(doc);
    for (const column of columns) {
      const text = row.columns[column.key] ?? '';
      if (text) write(doc, { text }, x + PAD, y + PAD, column.width - PAD * 2, column.align, font);
      x += column.width;
    }
    doc
      .strokeColor(RULE)
      .lineWidth(row.heading ? 0.8 : 0.4)
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + pageWidth(doc), y + height)
      .stroke();
    return y + height;
  };

  const drawHeadings = (doc: Document, y: number): number => {
    const headings: Row<K> = {
      description: [{ text: 'Description', font: BOLD }],
      columns: Object.fromEntries(columns.map((column) => [column.key, column.heading])) as Partial<Record<K, string>>,
      bold: true,
      heading: true,
    };
    return drawRow(doc, headings, y);
  };

  /**
   * The rows from `y` on, a page started when the next row (a heading with the row after it) does
   * not fit; a new page starts with `continuedTop` and the column headings. Answers where it ended.
   */
  const drawRows = (doc: Document, rows: readonly Row<K>[], y: number, continuedTop: () => number): number => {
    const bottom = () => doc.page.height - MARGIN.bottom;
    let at = y;
    rows.forEach((row, index) => {
      const next = rows[index + 1];
      const needed = rowHeight(doc, row) + (row.heading && next ? rowHeight(doc, next) : 0);
      if (at + needed > bottom()) {
        doc.addPage();
        at = drawHeadings(doc, continuedTop());
      }
      at = drawRow(doc, row, at);
    });
    return at;
  };

  return { drawHeadings, drawRows };
}

/** Label and value pairs in a column: the label in bold, the value beside it. */
export function drawPairs(
  doc: Document,
  pairs: readonly { label: string; value: string }[],
  x: number,
  y: number,
  width: number,
): number {
  const labelWidth = 78;
  let at = y;
  for (const pair of pairs) {
    const label = write(doc, { text: pair.label, font: BOLD, size: BODY }, x, at, labelWidth - 4, 'left', BOLD);
    const value = write(doc, { text: pair.value }, x + labelWidth, at, width - labelWidth, 'left', REGULAR);
    at += Math.max(label, value) + 2;
  }
  return at;
}

const TOTAL_VALUE_WIDTH = 90;
const TOTAL_LABEL_WIDTH = 220;

/** Where the totals' labels start: their column and the values' take the right of the page. */
export function totalsX(doc: Document): number {
  return MARGIN.left + pageWidth(doc) - TOTAL_VALUE_WIDTH - TOTAL_LABEL_WIDTH;
}

/** Totals on the right, a label and its amount a line, the last (the grand total) in bold and larger. */
export function drawTotalLines(doc: Document, totals: readonly { label: string; value: string }[], y: number): number {
  const x = totalsX(doc);
  let at = y;
  const last = totals.length - 1;
  totals.forEach((total, index) => {
    const font = index === last ? BOLD : REGULAR;
    const size = index === last ? 11 : BODY;
    write(doc, { text: total.label, font, size }, x, at, TOTAL_LABEL_WIDTH - 8, 'right', font);
    at +=
      write(doc, { text: total.value, font, size }, x + TOTAL_LABEL_WIDTH, at, TOTAL_VALUE_WIDTH, 'right', font) + 3;
  });
  return at;
}

/** Muted label and amount pairs under the totals, aligned with them. */
export function drawMutedTotalLines(
  doc: Document,
  lines: readonly { label: string; value: string }[],
  y: number,
): number {
  const x = totalsX(doc);
  let at = y;
  for (const line of lines) {
    write(doc, { text: line.label, color: MUTED }, x, at, TOTAL_LABEL_WIDTH - 8, 'right', REGULAR);
    at +=
      write(doc, { text: line.value, color: MUTED }, x + TOTAL_LABEL_WIDTH, at, TOTAL_VALUE_WIDTH, 'right', REGULAR) +
      3;
  }
  return at;
}

/** The height of `lines` lines of totals, with room after them. */
export function totalLinesHeight(doc: Document, lines: number): number {
  doc.font(BOLD, 11);
  return lines * (doc.heightOfString('£0') + 3) + 10;
}

/** The footer on every page, drawn once the page count is known: `words(page, pages)`. */
export function drawFooters(doc: Document, words: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a page: lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR, SMALL)
      .fillColor(MUTED)
      .text(words(index - start + 1, count), MARGIN.left, doc.page.height - MARGIN.bottom + 20, {
        width: pageWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A document drawn by `draw` as the bytes of a PDF file. `Pdf` is pdfkit's PDFDocument of the
 * build in use (tests pass the browser build).
 */
export async function renderPdf(
  Pdf: typeof PDFDocument,
  info: { Title: string; Author: string; Subject: string },
  draw: (doc: Document) => void,
): Promise<Uint8Array> {
  const doc = new Pdf({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    font: REGULAR,
    info,
  });
  // Listen before drawing: the bytes start to flow as objects are written.
  const bytes = toBytes(doc);
  draw(doc);
  doc.end();
  return bytes;
}
