import { PDFDocument } from 'pdfkit';
import type { JobSheet, JobSheetJob, JobSheetLine } from './job-sheet';
import {
  BODY,
  BOLD,
  drawFooters,
  drawMutedTotalLines,
  drawPairs,
  drawTotalLines,
  INK,
  MARGIN,
  MUTED,
  pageWidth,
  pdfTable,
  REGULAR,
  renderPdf,
  SMALL,
  totalLinesHeight,
  write,
  type Document,
  type Row,
  type TableColumn,
} from '../pdf-layout';

/**
 * The job sheet as PDF bytes (pdfkit): A4, the garage and the work order at the top, one table of
 * jobs, parts and services, the totals and the authorisation. A table that runs past a page goes
 * on with its column headings and the work order's number repeated; every page says it is an
 * estimate, not a VAT invoice. The look it shares with the quote is in ../pdf-layout.ts.
 *
 * The customer's copy is drawn by the same code: its own title with 'Customer’s copy' under it,
 * on every page's top and footer, and a closing line after the totals (./sheet-copy.ts).
 */

type ColumnKey = Exclude<keyof JobSheetLine, 'description' | 'answer'>;

/** The table's columns after the description, right to left: their widths and how each aligns. */
const COLUMNS: TableColumn<ColumnKey>[] = [
  { key: 'partNumber', heading: 'Part no.', width: 78, align: 'left' },
  { key: 'quantity', heading: 'Qty', width: 30, align: 'right' },
  { key: 'unitPrice', heading: 'Unit price', width: 64, align: 'right' },
  { key: 'vatRate', heading: 'VAT', width: 40, align: 'right' },
  { key: 'amount', heading: 'Amount', width: 70, align: 'right' },
];
const table = pdfTable(COLUMNS);

function jobRows(job: JobSheetJob): Row<ColumnKey>[] {
  const head: Row<ColumnKey> = {
    description: [
      { text: job.description, font: BOLD },
      { text: job.details, font: REGULAR, size: SMALL, color: MUTED },
      { text: job.authorisation, font: REGULAR, size: SMALL, color: MUTED },
    ],
    columns: { vatRate: job.vatRate, amount: job.labour },
  };
  return [head, ...job.lines.map((line) => lineRow(line, 12))];
}

function lineRow(line: JobSheetLine, indent = 0): Row<ColumnKey> {
  const { description, answer, ...columns } = line;
  // A line that answers for itself (a loose part, a kit) says so under its name, small, as a job does.
  const said = answer ? [{ text: answer, font: REGULAR, size: SMALL, color: MUTED }] : [];
  return { description: [{ text: description }, ...said], columns, indent };
}

function sectionRow(title: string): Row<ColumnKey> {
  return { description: [{ text: title, font: BOLD, size: 11 }], columns: {}, bold: true, heading: true };
}

/** The table's rows in reading order: jobs with their parts, then the work order's own parts and services. */
function jobSheetRows(sheet: JobSheet): Row<ColumnKey>[] {
  const rows: Row<ColumnKey>[] = [];
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
  // The title may take two lines ('Estimate and authorisation'): what follows it goes below.
  const title = write(doc, { text: sheet.title, font: BOLD, size: 18 }, MARGIN.left, MARGIN.top, half, 'left', BOLD);
  let titleY = MARGIN.top + Math.max(24, title + 3);
  if (sheet.copyLabel) {
    const label = { text: sheet.copyLabel, font: BOLD, size: 12 };
    titleY += write(doc, label, MARGIN.left, titleY, half, 'left', BOLD) + 3;
  }
  titleY += write(doc, { text: sheet.notice, font: BOLD, size: 11 }, MARGIN.left, titleY, half, 'left', BOLD);
  let garageY = MARGIN.top;
  sheet.garage.forEach((line, index) => {
    const cell = { text: line, font: index === 0 ? BOLD : REGULAR, size: index === 0 ? 11 : BODY };
    garageY += write(doc, cell, MARGIN.left + half, garageY, half, 'right', REGULAR);
  });
  const top = Math.max(garageY, titleY + 7) + 14;
  const left = drawPairs(doc, sheet.details, MARGIN.left, top, half - 10);
  const right = drawPairs(doc, sheet.vehicle, MARGIN.left + half + 10, top, half - 10);
  let y = Math.max(left, right) + 8;
  if (sheet.comment) {
    y = drawPairs(doc, [{ label: 'Comment', value: sheet.comment }], MARGIN.left, y, width) + 8;
  }
  return y;
}

function drawContinuedTop(doc: Document, sheet: JobSheet): number {
  const words = [sheet.title, sheet.copyLabel, sheet.number, sheet.registration].filter(Boolean).join(' · ');
  doc
    .font(BOLD, 10)
    .fillColor(INK)
    .text(`${words} (continued)`, MARGIN.left, MARGIN.top, { width: pageWidth(doc) });
  return MARGIN.top + 20;
}

/** The closing line's height with the room above it (none without one). */
function closingHeight(doc: Document, sheet: JobSheet): number {
  if (!sheet.closing) return 0;
  doc.font(REGULAR, BODY);
  return doc.heightOfString(sheet.closing, { width: pageWidth(doc) }) + 8;
}

function drawJobSheet(doc: Document, sheet: JobSheet): void {
  const bottom = () => doc.page.height - MARGIN.bottom;
  const continuedTop = () => drawContinuedTop(doc, sheet);
  let y = table.drawRows(doc, jobSheetRows(sheet), table.drawHeadings(doc, drawFirstPageTop(doc, sheet)), continuedTop);
  // The totals, the answers' totals and the closing line stay together, on a page of their own when they must.
  const after = totalLinesHeight(doc, sheet.totals.length + sheet.authorised.length) + closingHeight(doc, sheet);
  if (y + 12 + after > bottom()) {
    doc.addPage();
    y = continuedTop();
  }
  const end = drawMutedTotalLines(doc, sheet.authorised, drawTotalLines(doc, sheet.totals, y + 12) + 6);
  if (sheet.closing) write(doc, { text: sheet.closing }, MARGIN.left, end + 8, pageWidth(doc), 'left', REGULAR);
  const footer = [sheet.copyLabel, sheet.notice, sheet.number].filter(Boolean).join(' · ');
  drawFooters(doc, (page, pages) => `${footer} · Page ${page} of ${pages}`);
}

/** The sheet as the bytes of a PDF file. `Pdf` is pdfkit's PDFDocument of the build in use (tests pass another). */
export async function renderJobSheet(sheet: JobSheet, Pdf: typeof PDFDocument = PDFDocument): Promise<Uint8Array> {
  const title = [sheet.title, sheet.copyLabel && `(${sheet.copyLabel})`, sheet.number].filter(Boolean).join(' ');
  const info = { Title: title, Author: sheet.garage[0] ?? '', Subject: sheet.notice };
  return renderPdf(Pdf, info, (doc) => drawJobSheet(doc, sheet));
}
