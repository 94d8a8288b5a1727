import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../../contract/quotes/schemas';
import { quoteModel } from '../../../../src/print/quote/quote-model';
import { renderQuote } from '../../../../src/print/quote/render-quote';
import { browserPdfDocument } from '../browser-pdfkit';
import { pdfPageCount, pdfTextRuns } from '../pdf-text';
import { sampleItem, sampleQuote, sampleSeller } from './sample-quote';

const printedAt = new Date('2026-11-27T10:00:00.000Z');
const render = async (quote: Quote, provisional = false) =>
  renderQuote(quoteModel({ quote, seller: sampleSeller, provisional, printedAt }), await browserPdfDocument());
/** The text drawn, lines wrapped in a cell joined again by a space. */
const text = (pdf: Uint8Array) => pdfTextRuns(pdf).join(' ').replace(/\s+/g, ' ');
const isPdf = (pdf: Uint8Array) => {
  const ends = new TextDecoder('latin1').decode(pdf.subarray(-8));
  return new TextDecoder('latin1').decode(pdf.subarray(0, 5)) === '%PDF-' && ends.includes('%%EOF');
};

describe('the quote as a PDF', () => {
  it('is one page: the retailer, customer, vehicle, lines, VAT, total and last day', async () => {
    const pdf = await render(sampleQuote());
    expect(isPdf(pdf)).toBe(true);
    expect(pdfPageCount(pdf)).toBe(1);
    const words = text(pdf);
    for (const expected of [
      'Quote',
      'Brake job – Mrs Patel’s Focus',
      'Workbay Motor Factors Ltd',
      'VAT number GB 284 6104 93',
      'Quoted by our Leeds Kirkstall branch',
      'Reference 01936b2e-aaaa-7000-8000-000000000001',
      'Mrs A. Patel',
      '07700 900123',
      'WB19 KFD',
      'Ford Focus 1.0 EcoBoost 2019',
      'Brembo front brake pads',
      'P85020',
      '£24.99',
      '£49.98',
      'Front brake discs 284 mm',
      'Pair, vented',
      'Part WIPER-550',
      'VAT at 20% on £134.31',
      '£26.87',
      'Total including VAT',
      '£161.18',
      'Valid until 11 December 2026',
      'Prices are held until the end of that day; after it they may change.',
      'Page 1 of 1',
    ]) {
      expect(words).toContain(expected);
    }
    expect(words).not.toContain('Prices worked out on this device');
  });

  it('says when its prices are the device’s own, not yet confirmed', async () => {
    expect(text(await render(sampleQuote(), true))).toContain('Prices worked out on this device');
  });

  it('runs over pages with 80 lines, the column headings and the quote’s name repeated on each', async () => {
    const items = Array.from({ length: 80 }, (_, index) =>
      sampleItem({
        product: `/products/PART-${index + 1}`,
        position: `a${String(index).padStart(3, '0')}`,
        productName: `Workshop part number ${index + 1}`,
      }),
    );
    const pdf = await render(sampleQuote({ items }));
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const runs = pdfTextRuns(pdf);
    expect(runs.filter((run) => run === 'Description')).toHaveLength(pages);
    expect(runs.filter((run) => run === 'Quote · Brake job – Mrs Patel’s Focus (continued)')).toHaveLength(pages - 1);
    expect(runs).toContain(
      `Quote · Brake job – Mrs Patel’s Focus · Valid until 11 December 2026 · Page ${pages} of ${pages}`,
    );
    expect(runs).toContain('Workshop part number 80');
    expect(runs).toContain('£800.00');
  });
});
