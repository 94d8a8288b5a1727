import { PDFDocument } from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import type { JobSheet, JobSheetJob, JobSheetLine, Labelled } from './job-sheet-model';

/**
 * The job sheet as PDF bytes (pdfkit): A4, the garage and the work order at the top, one table of
 * jobs, parts and services, the totals and the authorisation. A table that runs past a page goes
 * on with its column headings and the work order's number repeated; every page says it is an
 * estimate, not a VAT invoice. Only Helvetica and Helvetica-Bold are used: the browser build
 * needs each registered (job-sheet.worker.ts), the Node build loads them itself.
 *
 * The table is laid out here rather than with pdfkit's `table()`, which does not repeat its header
 * row on a new page.
 */

type Document = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = { top: 40, bottom: 56, left: 40, right: 40 };
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#BBBBBB';
const BODY = 9;
const SMALL = 8;
const PAD = 3;

/** The table's columns after the description, right to left: their widths and how each aligns. */
const COLUMNS: { key: Exclude<keyof JobSheetLine, 'description'>; heading: string; width: number; align: Align }[] = [
  { key: 'partNumber', heading: 'Part no.', width: 78, align: 'left' },
  { key: 'quantity', heading: 'Qty', width: 30, align: 'right' },
  { key: 'unitPrice', heading: 'Unit price', width: 64, align: 'right' },
  { key: 'vatRate', heading: 'VAT', width: 40, align: 'right' },
  { key: 'amount', heading: 'Amount', width: 70, align: 'right' },
];

interface Cell {
  text: string;
  font?: string;
  size?: number;
  color?: string;
}

/** One row of the table: the description's stacked texts and the other columns' texts. */
interface Row {
  description: Cell[];
  columns: Partial<Record<(typeof COLUMNS)[number]['key'], string>>;
  bold?: boolean;
  indent?: number;
  /** A section heading keeps the rows after it company: it never ends a page. */
  heading?: boolean;
}

function pageWidth(doc: Document): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function descriptionWidth(doc: Document): number {
  return pageWidth(doc) - COLUMNS.reduce((total, column) => total + column.width, 0);
}

function heightOf(doc: Document, cell: Cell, width: number, fallbackFont: string): number {
  doc.font(cell.font ?? fallbackFont, cell.size ?? BODY);
  return doc.heightOfString(cell.text, { width });
}

function write(doc: Document, cell: Cell, x: number, y: number, width: number, align: Align, font: string): number {
  const height = heightOf(doc, cell, width, font);
  doc.fillColor(cell.color ?? INK).text(cell.text, x, y, { width, align });
  return height;
}

function rowHeight(doc: Document, row: Row): number {
  const font = row.bold ? BOLD : REGULAR;
  const width = descriptionWidth(doc) - PAD * 2 - (row.indent ?? 0);
  const description = row.description.reduce((total, cell) => total + heightOf(doc, cell, width, font), 0);
  const columns = COLUMNS.map((column) => heightOf(doc, { text: row.columns[column.key] ?? '' }, column.width, font));
  return Math.max(description, ...columns) + PAD * 2;
}

function drawRow(doc: Document, row: Row, y: number): number {
  const height = rowHeight(doc, row);
  const font = row.bold ? BOLD : REGULAR;
  const indent = row.indent ?? 0;
  let at = y + PAD;
  for (const cell of row.description) {
    at += write(doc, cell, MARGIN.left + PAD + indent, at, descriptionWidth(doc) - PAD * 2 - indent, 'left', font);
  }
  let x = MARGIN.left + descriptionWidth(doc);
  for (const column of COLUMNS) {
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
}

function drawHeadings(doc: Document, y: number): number {
  const headings: Row = {
    description: [{ text: 'Description', font: BOLD }],
    columns: Object.fromEntries(COLUMNS.map((column) => [column.key, column.heading])),
    bold: true,
    heading: true,
  };
  return drawRow(doc, headings, y);
}

/** Label and value pairs in a column: the label in bold, the value beside it. */
function drawPairs(doc: Document, pairs: readonly Labelled[], x: number, y: number, width: number): number {
  const labelWidth = 78;
  let at = y;
  for (const pair of pairs) {
    const label = write(doc, { text: pair.label, font: BOLD, size: BODY }, x, at, labelWidth - 4, 'left', BOLD);
    const value = write(doc, { text: pair.value }, x + labelWidth, at, width - labelWidth, 'left', REGULAR);
    at += Math.max(label, value) + 2;
  }
  return at;
}

function jobRows(job: JobSheetJob): Row[] {
  const head: Row = {
    description: [
      { text: job.description, font: BOLD },
      { text: job.details, font: REGULAR, size: SMALL, color: MUTED },
      { text: job.authorisation, font: REGULAR, size: SMALL, color: MUTED },
    ],
    columns: { vatRate: job.vatRate, amount: job.labour },
  };
  return [head, ...job.lines.map((line) => lineRow(line, 12))];
}

function lineRow(line: JobSheetLine, indent = 0): Row {
  const { description, ...columns } = line;
  return { description: [{ text: description }], columns, indent };
}

function sectionRow(title: string): Row {
  return { description: [{ text: title, font: BOLD, size: 11 }], columns: {}, bold: true, heading: true };
}

/** The table's rows in reading order: jobs with their parts, then the work order's own parts and services. */
function jobSheetRows(sheet: JobSheet): Row[] {
  const rows: Row[] = [];
  if (sheet.jobs.length) rows.push(sectionRow('Jobs'), ...sheet.jobs.flatMap(jobRows));
  if (sheet.parts.length) rows.push(sectionRow('Parts'), ...sheet.parts.map((line) => lineRow(line)));
  if (sheet.services.length)
    rows.push(sectionRow('Additional services'), ...sheet.services.map((line) => lineRow(line)));
  if (!rows.length) rows.push({ description: [{ text: 'No jobs or parts yet.' }], columns: {} });
  return rows;
}

function drawFirstPageTop(doc: Document, sheet: JobSheet): number {
  const width = pageWidth(doc);
  const half = width / 2;
  doc.font(BOLD, 18).fillColor(INK).text(sheet.title, MARGIN.left, MARGIN.top, { width: half });
  doc.font(BOLD, 11).text(sheet.notice, MARGIN.left, MARGIN.top + 24, { width: half });
  let garageY = MARGIN.top;
  sheet.garage.forEach((line, index) => {
    const cell = { text: line, font: index === 0 ? BOLD : REGULAR, size: index === 0 ? 11 : BODY };
    garageY += write(doc, cell, MARGIN.left + half, garageY, half, 'right', REGULAR);
  });
  const top = Math.max(garageY, MARGIN.top + 44) + 14;
  const left = drawPairs(doc, sheet.details, MARGIN.left, top, half - 10);
  const right = drawPairs(doc, sheet.vehicle, MARGIN.left + half + 10, top, half - 10);
  let y = Math.max(left, right) + 8;
  if (sheet.comment) {
    y = drawPairs(doc, [{ label: 'Comment', value: sheet.comment }], MARGIN.left, y, width) + 8;
  }
  return y;
}

function drawContinuedTop(doc: Document, sheet: JobSheet): number {
  const words = [sheet.title, sheet.number, sheet.registration].filter(Boolean).join(' · ');
  doc
    .font(BOLD, 10)
    .fillColor(INK)
    .text(`${words} (continued)`, MARGIN.left, MARGIN.top, { width: pageWidth(doc) });
  return MARGIN.top + 20;
}

function drawTotals(doc: Document, sheet: JobSheet, y: number): number {
  const valueWidth = 90;
  const labelWidth = 220;
  const x = MARGIN.left + pageWidth(doc) - valueWidth - labelWidth;
  let at = y;
  const last = sheet.totals.length - 1;
  sheet.totals.forEach((total, index) => {
    const font = index === last ? BOLD : REGULAR;
    const size = index === last ? 11 : BODY;
    write(doc, { text: total.label, font, size }, x, at, labelWidth - 8, 'right', font);
    at += write(doc, { text: total.value, font, size }, x + labelWidth, at, valueWidth, 'right', font) + 3;
  });
  at += 6;
  for (const line of sheet.authorised) {
    write(doc, { text: line.label, color: MUTED }, x, at, labelWidth - 8, 'right', REGULAR);
    at += write(doc, { text: line.value, color: MUTED }, x + labelWidth, at, valueWidth, 'right', REGULAR) + 3;
  }
  return at;
}

function totalsHeight(doc: Document, sheet: JobSheet): number {
  const lines = sheet.totals.length + sheet.authorised.length;
  doc.font(BOLD, 11);
  return lines * (doc.heightOfString('£0') + 3) + 10;
}

/** The footer on every page, drawn once the page count is known. */
function drawFooters(doc: Document, sheet: JobSheet): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a page: lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const words = `${sheet.notice} · ${sheet.number} · Page ${index - start + 1} of ${count}`;
    doc
      .font(REGULAR, SMALL)
      .fillColor(MUTED)
      .text(words, MARGIN.left, doc.page.height - MARGIN.bottom + 20, {
        width: pageWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

function drawJobSheet(doc: Document, sheet: JobSheet): void {
  const bottom = () => doc.page.height - MARGIN.bottom;
  let y = drawHeadings(doc, drawFirstPageTop(doc, sheet));
  const rows = jobSheetRows(sheet);
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const needed = rowHeight(doc, row) + (row.heading && next ? rowHeight(doc, next) : 0);
    if (y + needed > bottom()) {
      doc.addPage();
      y = drawHeadings(doc, drawContinuedTop(doc, sheet));
    }
    y = drawRow(doc, row, y);
  });
  if (y + 12 + totalsHeight(doc, sheet) > bottom()) {
    doc.addPage();
    y = drawContinuedTop(doc, sheet);
  }
  drawTotals(doc, sheet, y + 12);
  drawFooters(doc, sheet);
}

/** The sheet as the bytes of a PDF file. `Pdf` is pdfkit's PDFDocument of the build in use (tests pass another). */
export async function renderJobSheet(sheet: JobSheet, Pdf: typeof PDFDocument = PDFDocument): Promise<Uint8Array> {
  const doc = new Pdf({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    font: REGULAR,
    info: { Title: `${sheet.title} ${sheet.number}`, Author: sheet.garage[0] ?? '', Subject: sheet.notice },
  });
  // Listen before drawing: the bytes start to flow as objects are written.
  const bytes = toBytes(doc);
  drawJobSheet(doc, sheet);
  doc.end();
  return bytes;
}
