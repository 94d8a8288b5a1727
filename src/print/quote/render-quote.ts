import { PDFDocument } from 'pdfkit';
import {
  BODY,
  BOLD,
  drawFooters,
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
import type { QuoteDocument, QuoteLine } from './quote-model';

/**
 * The quote as PDF bytes (pdfkit), in the job sheet's look (../pdf-layout.ts): the retailer and
 * the quote at the top, the customer and the vehicle, one table of the parts, the VAT by rate and
 * the totals, then the day it holds until. A table that runs past a page goes on with its column
 * headings and the quote's name repeated; every page's footer says until when it holds.
 */

type ColumnKey = Exclude<keyof QuoteLine, 'description' | 'note'>;

const COLUMNS: TableColumn<ColumnKey>[] = [
  { key: 'partNumber', heading: 'Part no.', width: 78, align: 'left' },
  { key: 'quantity', heading: 'Qty', width: 30, align: 'right' },
  { key: 'unitPrice', heading: 'Unit price', width: 64, align: 'right' },
  { key: 'vatRate', heading: 'VAT', width: 40, align: 'right' },
  { key: 'net', heading: 'Net', width: 70, align: 'right' },
];
const table = pdfTable(COLUMNS);

function lineRow(line: QuoteLine): Row<ColumnKey> {
  const { description, note, ...columns } = line;
  const noteCell = note ? [{ text: note, font: REGULAR, size: SMALL, color: MUTED }] : [];
  return { description: [{ text: description }, ...noteCell], columns };
}

function quoteRows(quote: QuoteDocument): Row<ColumnKey>[] {
  if (!quote.lines.length) return [{ description: [{ text: 'No parts on this quote yet.' }], columns: {} }];
  return quote.lines.map(lineRow);
}

function drawFirstPageTop(doc: Document, quote: QuoteDocument): number {
  const half = pageWidth(doc) / 2;
  doc.font(BOLD, 18).fillColor(INK).text(quote.title, MARGIN.left, MARGIN.top, { width: half });
  let titleY = MARGIN.top + 24;
  titleY += write(doc, { text: quote.name, font: BOLD, size: 11 }, MARGIN.left, titleY, half, 'left', BOLD) + 2;
  titleY += write(doc, { text: quote.reference, color: MUTED }, MARGIN.left, titleY, half, 'left', REGULAR);
  let sellerY = MARGIN.top;
  quote.seller.forEach((line, index) => {
    const cell = { text: line, font: index === 0 ? BOLD : REGULAR, size: index === 0 ? 11 : BODY };
    sellerY += write(doc, cell, MARGIN.left + half, sellerY, half, 'right', REGULAR);
  });
  const top = Math.max(sellerY, titleY + 6) + 14;
  const left = drawPairs(doc, quote.details, MARGIN.left, top, half - 10);
  const right = drawPairs(doc, quote.customer, MARGIN.left + half + 10, top, half - 10);
  return Math.max(left, right) + 8;
}

function drawContinuedTop(doc: Document, quote: QuoteDocument): number {
  doc
    .font(BOLD, 10)
    .fillColor(INK)
    .text(`${quote.title} · ${quote.name} (continued)`, MARGIN.left, MARGIN.top, { width: pageWidth(doc) });
  return MARGIN.top + 20;
}

/** The words under the totals: until when it holds, that prices may change after, and whether they are confirmed. */
function closingCells(quote: QuoteDocument) {
  return [
    { text: quote.validUntil, font: BOLD, size: 11, color: INK },
    { text: quote.priceNotice, font: REGULAR, size: BODY, color: INK },
    ...(quote.provisional ? [{ text: quote.provisional, font: REGULAR, size: BODY, color: MUTED }] : []),
  ];
}

function closingHeight(doc: Document, quote: QuoteDocument): number {
  return closingCells(quote).reduce((total, cell) => {
    doc.font(cell.font, cell.size);
    return total + doc.heightOfString(cell.text, { width: pageWidth(doc) }) + 3;
  }, 8);
}

function drawQuote(doc: Document, quote: QuoteDocument): void {
  const bottom = () => doc.page.height - MARGIN.bottom;
  const continuedTop = () => drawContinuedTop(doc, quote);
  let y = table.drawRows(doc, quoteRows(quote), table.drawHeadings(doc, drawFirstPageTop(doc, quote)), continuedTop);
  // The totals and the day it holds until stay together, on a page of their own when they must.
  if (y + 12 + totalLinesHeight(doc, quote.totals.length) + closingHeight(doc, quote) > bottom()) {
    doc.addPage();
    y = continuedTop();
  }
  let at = drawTotalLines(doc, quote.totals, y + 12) + 8;
  for (const cell of closingCells(quote)) {
    at += write(doc, cell, MARGIN.left, at, pageWidth(doc), 'left', cell.font) + 3;
  }
  drawFooters(doc, (page, pages) => `${quote.title} · ${quote.name} · ${quote.validUntil} · Page ${page} of ${pages}`);
}

/** The quote as the bytes of a PDF file. `Pdf` is pdfkit's PDFDocument of the build in use (tests pass another). */
export async function renderQuote(quote: QuoteDocument, Pdf: typeof PDFDocument = PDFDocument): Promise<Uint8Array> {
  const info = { Title: `${quote.title}: ${quote.name}`, Author: quote.seller[0] ?? '', Subject: quote.validUntil };
  return renderPdf(Pdf, info, (doc) => drawQuote(doc, quote));
}
