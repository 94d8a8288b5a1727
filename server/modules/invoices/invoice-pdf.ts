import { PDFDocument } from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import type { Invoice, InvoiceLine } from '../../../contract/invoices/schemas';
import { vatAnalysisTotal, vatPerLineNote } from '../../../contract/invoices/vat-analysis';
import { formatMoney } from '../../../contract/money/format-money';
import { vatRateLabel } from '../../../contract/work-orders/pricing/vat';

/**
 * An invoice or credit note as a PDF (pdfkit, in the style of the job sheet:
 * src/features/work-orders/job-sheet/render-job-sheet.ts): A4, Helvetica, the supplier with its
 * VAT number and the customer at the top, the number, date and tax point, one table of lines
 * (description, part number, quantity, unit price, discount, VAT rate, net amount), the VAT
 * analysis (net, VAT and gross per rate, with its one line of small print) and the totals. A
 * table that runs past a page goes on with its headings and the number repeated; every page's
 * footer names the document and its page.
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

interface Column {
  heading: string;
  width: number;
  align: Align;
  text: (line: InvoiceLine, money: (amount: number) => string) => string;
}

/** The columns after the description, left to right. */
const COLUMNS: Column[] = [
  { heading: 'Part no.', width: 72, align: 'left', text: (line) => line.sku ?? '' },
  { heading: 'Qty', width: 28, align: 'right', text: (line) => String(line.quantity) },
  { heading: 'Unit price', width: 58, align: 'right', text: (line, money) => money(line.unitPrice) },
  {
    heading: 'Discount',
    width: 52,
    align: 'right',
    text: (line, money) => (line.discount ? money(line.discount) : ''),
  },
  { heading: 'VAT rate', width: 44, align: 'right', text: (line) => vatRateLabel(line.vatRate) },
  { heading: 'Net', width: 62, align: 'right', text: (line, money) => money(line.netAmount) },
];

const titleOf = (invoice: Invoice) => (invoice.type === 'credit-note' ? 'Credit note' : 'VAT invoice');
const ukDate = (iso: string) => iso.split('-').reverse().join('/');

const pageWidth = (doc: Document) => doc.page.width - MARGIN.left - MARGIN.right;
const descriptionWidth = (doc: Document) => pageWidth(doc) - COLUMNS.reduce((sum, column) => sum + column.width, 0);

function rowHeight(doc: Document, cells: string[], bold: boolean): number {
  doc.font(bold ? BOLD : REGULAR, BODY);
  const widths = [descriptionWidth(doc), ...COLUMNS.map((column) => column.width)];
  return (
    Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - PAD * 2 })),
    ) +
    PAD * 2
  );
}

function drawRow(doc: Document, cells: string[], y: number, bold = false): number {
  const height = rowHeight(doc, cells, bold);
  doc.font(bold ? BOLD : REGULAR, BODY).fillColor(INK);
  let x = MARGIN.left;
  const aligns: Align[] = ['left', ...COLUMNS.map((column) => column.align)];
  const widths = [descriptionWidth(doc), ...COLUMNS.map((column) => column.width)];
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    if (cell) doc.text(cell, x + PAD, y + PAD, { width: width - PAD * 2, align: aligns[index] ?? 'left' });
    x += width;
  });
  doc
    .strokeColor(RULE)
    .lineWidth(bold ? 0.8 : 0.4)
    .moveTo(MARGIN.left, y + height)
    .lineTo(MARGIN.left + pageWidth(doc), y + height)
    .stroke();
  return y + height;
}

const headings = () => ['Description', ...COLUMNS.map((column) => column.heading)];

/** A block of lines: the first in bold when asked. */
function drawBlock(doc: Document, lines: string[], x: number, y: number, width: number, align: Align): number {
  let at = y;
  lines.forEach((line, index) => {
    doc.font(index === 0 ? BOLD : REGULAR, index === 0 ? 10 : BODY).fillColor(index === 0 ? INK : MUTED);
    doc.text(line, x, at, { width, align });
    at += doc.heightOfString(line, { width }) + 1;
  });
  return at;
}

function drawTop(doc: Document, invoice: Invoice): number {
  const width = pageWidth(doc);
  const half = width / 2;
  doc.font(BOLD, 18).fillColor(INK).text(titleOf(invoice), MARGIN.left, MARGIN.top, { width: half });
  doc.font(BOLD, 11).text(invoice.invoiceNumber, MARGIN.left, MARGIN.top + 24, { width: half });
  const { supplier, customer } = invoice;
  const supplierBottom = drawBlock(
    doc,
    [supplier.name, ...supplier.address, `VAT number: ${supplier.vatNumber ?? ''}`],
    MARGIN.left + half,
    MARGIN.top,
    half,
    'right',
  );
  let y = Math.max(supplierBottom, MARGIN.top + 48) + 14;
  const customerLines = [
    customer.name,
    ...customer.address,
    ...(customer.accountNumber ? [`Account: ${customer.accountNumber}`] : []),
    ...(customer.branchName ? [`Branch: ${customer.branchName}`] : []),
    ...(customer.vatNumber ? [`VAT number: ${customer.vatNumber}`] : []),
  ];
  doc
    .font(BOLD, SMALL)
    .fillColor(MUTED)
    .text(invoice.type === 'credit-note' ? 'Credited to' : 'Invoice to', MARGIN.left, y);
  const customerBottom = drawBlock(doc, customerLines, MARGIN.left, y + 11, half - 10, 'left');
  const details: [string, string][] = [
    [invoice.type === 'credit-note' ? 'Credit note number' : 'Invoice number', invoice.invoiceNumber],
    ['Date of issue', ukDate(invoice.date)],
    ['Tax point', ukDate(invoice.taxPoint)],
    ['Order', invoice.orderReference],
    ...(invoice.creditedInvoiceNumber
      ? ([['Credits invoice', invoice.creditedInvoiceNumber]] as [string, string][])
      : []),
    ...(invoice.reason ? ([['Reason', invoice.reason]] as [string, string][]) : []),
    ['Currency', invoice.currency],
  ];
  let at = y;
  for (const [label, value] of details) {
    doc
      .font(BOLD, BODY)
      .fillColor(INK)
      .text(label, MARGIN.left + half + 10, at, { width: 100 });
    doc.font(REGULAR, BODY).text(value, MARGIN.left + half + 110, at, { width: half - 110 });
    at += Math.max(doc.heightOfString(value, { width: half - 110 }), 11) + 2;
  }
  y = Math.max(customerBottom, at) + 12;
  return y;
}

function drawContinuedTop(doc: Document, invoice: Invoice): number {
  doc
    .font(BOLD, 10)
    .fillColor(INK)
    .text(`${titleOf(invoice)} ${invoice.invoiceNumber} (continued)`, MARGIN.left, MARGIN.top, {
      width: pageWidth(doc),
    });
  return MARGIN.top + 20;
}

/** The totals: label and amount, right-aligned under the VAT analysis. */
function summaryRows(invoice: Invoice, money: (amount: number) => string): [string, string, boolean][] {
  const credit = invoice.type === 'credit-note';
  return [
    [credit ? 'Total credited excluding VAT' : 'Total excluding VAT', money(invoice.totalExcTax), false],
    [credit ? 'Total VAT credited' : 'Total VAT', money(invoice.totalTax), false],
    [credit ? 'Total credited' : 'Total', money(invoice.totalIncTax), true],
  ];
}

const ANALYSIS_WIDTHS = [70, 80, 80, 80];
const ANALYSIS_ROW = 13;

/** How tall the VAT analysis is: heading, column headings, one row per rate, the total, the small print. */
const analysisHeight = (invoice: Invoice) => (invoice.vatByRate.length + 3) * ANALYSIS_ROW + 14;

/**
 * The VAT analysis (contract/invoices/vat-analysis.ts): per rate its net, VAT and gross, then
 * their total, right-aligned under the lines, and once, in small print, that VAT is per line.
 */
function drawVatAnalysis(doc: Document, invoice: Invoice, money: (amount: number) => string, y: number): number {
  const width = ANALYSIS_WIDTHS.reduce((sum, column) => sum + column, 0);
  const left = MARGIN.left + pageWidth(doc) - width;
  const row = (cells: string[], at: number, bold: boolean) => {
    doc.font(bold ? BOLD : REGULAR, BODY).fillColor(INK);
    let x = left;
    cells.forEach((cell, index) => {
      const columnWidth = ANALYSIS_WIDTHS[index] ?? 0;
      doc.text(cell, x, at, { width: columnWidth - PAD, align: index === 0 ? 'left' : 'right' });
      x += columnWidth;
    });
    return at + ANALYSIS_ROW;
  };
  doc.font(BOLD, BODY).fillColor(INK).text('VAT analysis', left, y, { width });
  let at = row(['VAT rate', 'Net', 'VAT', 'Gross'], y + ANALYSIS_ROW, true);
  for (const rate of invoice.vatByRate) {
    at = row(
      [vatRateLabel(rate.rate), money(rate.netAmount), money(rate.vatAmount), money(rate.grossAmount)],
      at,
      false,
    );
  }
  const total = vatAnalysisTotal(invoice.vatByRate);
  doc
    .strokeColor(RULE)
    .lineWidth(0.4)
    .moveTo(left, at - 1)
    .lineTo(left + width, at - 1)
    .stroke();
  at = row(['Total', money(total.netAmount), money(total.vatAmount), money(total.grossAmount)], at + 1, true);
  doc
    .font(REGULAR, SMALL)
    .fillColor(MUTED)
    .text(vatPerLineNote, MARGIN.left, at + 2, {
      width: pageWidth(doc),
      align: 'right',
    });
  return at + 2 + doc.heightOfString(vatPerLineNote, { width: pageWidth(doc) }) + 4;
}

function drawSummary(doc: Document, rows: [string, string, boolean][], y: number): number {
  const valueWidth = 90;
  const labelWidth = 220;
  const x = MARGIN.left + pageWidth(doc) - valueWidth - labelWidth;
  let at = y;
  for (const [label, value, strong] of rows) {
    const font = strong ? BOLD : REGULAR;
    const size = strong ? 11 : BODY;
    doc
      .font(font, size)
      .fillColor(INK)
      .text(label, x, at, { width: labelWidth - 8, align: 'right' });
    doc.text(value, x + labelWidth, at, { width: valueWidth, align: 'right' });
    at += doc.heightOfString(value, { width: valueWidth }) + 3;
  }
  return at;
}

function drawFooters(doc: Document, invoice: Invoice): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a page: lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const words = [
      invoice.supplier.name,
      `VAT number ${invoice.supplier.vatNumber ?? ''}`,
      `${titleOf(invoice)} ${invoice.invoiceNumber}`,
      `Page ${index - start + 1} of ${count}`,
    ].join(' · ');
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

function drawInvoice(doc: Document, invoice: Invoice): void {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const bottom = () => doc.page.height - MARGIN.bottom;
  let y = drawRow(doc, headings(), drawTop(doc, invoice), true);
  for (const line of invoice.lines) {
    const cells = [line.description, ...COLUMNS.map((column) => column.text(line, money))];
    if (y + rowHeight(doc, cells, false) > bottom()) {
      doc.addPage();
      y = drawRow(doc, headings(), drawContinuedTop(doc, invoice), true);
    }
    y = drawRow(doc, cells, y);
  }
  const summary = summaryRows(invoice, money);
  if (y + 12 + analysisHeight(invoice) + summary.length * 15 > bottom()) {
    doc.addPage();
    y = drawContinuedTop(doc, invoice);
  }
  drawSummary(doc, summary, drawVatAnalysis(doc, invoice, money, y + 12) + 6);
  drawFooters(doc, invoice);
}

/** The document as the bytes of a PDF file. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    font: REGULAR,
    info: {
      Title: `${titleOf(invoice)} ${invoice.invoiceNumber}`,
      Author: invoice.supplier.name,
      Subject: `${titleOf(invoice)} ${invoice.invoiceNumber} for order ${invoice.orderReference}`,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  // Listen before drawing: the bytes start to flow as objects are written.
  const bytes = toBytes(doc);
  drawInvoice(doc, invoice);
  doc.end();
  return bytes;
}
