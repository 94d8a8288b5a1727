import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintQuoteButton } from '../../../../../src/features/quotes/components/print-quote-button';
import type { PrintAnswer, PrintAsk } from '../../../../../src/print/build-document';
import { sampleQuote } from '../../../print/quote/sample-quote';

/** The worker the hook makes, answering when the test says, or failing to load when `broken`. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static broken = false;
  onmessage: ((event: MessageEvent<PrintAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  asked: PrintAsk[] = [];
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(ask: PrintAsk) {
    this.asked.push(ask);
    if (FakeWorker.broken) queueMicrotask(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
  answer() {
    const ask = this.asked[this.asked.length - 1]!;
    const pdf = new TextEncoder().encode('%PDF-1.3').buffer;
    this.onmessage?.(
      new MessageEvent('message', { data: { id: ask.id, type: 'pdf', pdf, fileName: 'quote-x.pdf', ms: 1 } }),
    );
  }
  terminate() {}
}

const renderButton = (provisional = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PrintQuoteButton quote={sampleQuote()} provisional={provisional} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  FakeWorker.made = [];
  FakeWorker.broken = false;
  vi.stubGlobal('Worker', FakeWorker);
  URL.createObjectURL = vi.fn(() => 'blob:quote');
  URL.revokeObjectURL = vi.fn();
  // The file is handed over through a link; jsdom cannot follow one.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Print on a quote', () => {
  it('builds the PDF in the worker, busy meanwhile, and asks with the retailer as the seller', async () => {
    renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const busy = screen.getByRole('button', { name: 'Building PDF…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(FakeWorker.made[0]?.asked[0]).toMatchObject({
      kind: 'quote',
      provisional: true,
      seller: { name: 'Workbay Motor Factors Ltd', vatNumber: 'GB 284 6104 93', branch: null },
    });

    await act(async () => FakeWorker.made[0]!.answer());
    expect(screen.getByRole('button', { name: 'Print' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('The quote’s PDF has been saved.');
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  });

  it('says beside the button when the PDF could not be made', async () => {
    FakeWorker.broken = true;
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The quote’s PDF could not be made on this device. Please reload the page and try again.',
    );
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
