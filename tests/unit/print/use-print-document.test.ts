import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { buildDocument, type PrintAnswer, type PrintAsk, type PrintRequest } from '../../../src/print/build-document';
import { usePrintDocument } from '../../../src/print/use-print-document';
import { browserPdfDocument } from './browser-pdfkit';
import { sampleGarage } from './job-sheet/sample-work-order';
import { brakeJob } from './job-sheet/samples';
import { sampleQuote, sampleSeller } from './quote/sample-quote';

/** A worker that answers each ask with `answer(ask)`, or fails to load when `broken`. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  asked: PrintAsk[] = [];
  terminated = false;
  constructor(
    private answer: (ask: PrintAsk) => PrintAnswer,
    private broken = false,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(ask: PrintAsk) {
    this.asked.push(ask);
    queueMicrotask(() => {
      if (this.broken) this.onerror?.(new ErrorEvent('error', { message: 'Failed to fetch the worker script' }));
      else this.onmessage?.(new MessageEvent('message', { data: this.answer(ask) }));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const jobSheet = (workOrder: WorkOrder): PrintRequest => ({
  kind: 'job-sheet',
  workOrder,
  garage: sampleGarage,
  currency: workOrder.currency,
});

let pdf: ArrayBuffer;
const created: Blob[] = [];

beforeEach(async () => {
  FakeWorker.made = [];
  created.length = 0;
  const workOrder = brakeJob();
  const built = await buildDocument(
    { id: 0, kind: 'job-sheet', workOrder, garage: sampleGarage, currency: workOrder.currency },
    new Date(),
    await browserPdfDocument(),
  );
  if (built.type !== 'pdf') throw new Error(built.detail);
  pdf = built.pdf;
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:job-sheet-${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

const pdfAnswer = (ask: PrintAsk): PrintAnswer => ({
  id: ask.id,
  type: 'pdf',
  pdf: pdf.slice(0),
  fileName: 'WO-000123-job-sheet.pdf',
  ms: 20,
});

describe('printing a job sheet from a screen', () => {
  it('makes its worker only when asked, hands over the file, and lets its address go a minute later', async () => {
    const save = vi.fn();
    const makeWorker = vi.fn(() => new FakeWorker(pdfAnswer) as unknown as Worker);
    const { result } = renderHook(() => usePrintDocument({ makeWorker, save }));
    expect(result.current.state).toBe('idle');
    expect(makeWorker).not.toHaveBeenCalled();

    const workOrder = brakeJob();
    let printed: Promise<void> = Promise.resolve();
    act(() => {
      printed = result.current.print(jobSheet(workOrder));
    });
    expect(result.current.state).toBe('building');
    await act(() => printed);

    expect(result.current).toMatchObject({ state: 'ready', error: null });
    expect(FakeWorker.made[0]?.asked[0]).toMatchObject({ workOrder, garage: sampleGarage, currency: 'GBP' });
    expect(save).toHaveBeenCalledWith('blob:job-sheet-1', 'WO-000123-job-sheet.pdf');
    expect(created[0]).toMatchObject({ type: 'application/pdf', size: pdf.byteLength });
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:job-sheet-1');

    await act(() => result.current.print(jobSheet(workOrder)));
    expect(makeWorker).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('says what went wrong in the worker’s words, and saves nothing', async () => {
    const save = vi.fn();
    const failing = (ask: PrintAsk): PrintAnswer => ({
      id: ask.id,
      type: 'error',
      message: 'The job sheet could not be made on this device. Please try again.',
      detail: 'boom',
    });
    const { result } = renderHook(() =>
      usePrintDocument({ makeWorker: () => new FakeWorker(failing) as unknown as Worker, save }),
    );
    await act(() => result.current.print(jobSheet(brakeJob())));
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'The job sheet could not be made on this device. Please try again.',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('fails in plain words when the worker cannot load, and tries a new one next time', async () => {
    const save = vi.fn();
    let broken = true;
    const makeWorker = () => new FakeWorker(pdfAnswer, broken) as unknown as Worker;
    const { result, unmount } = renderHook(() => usePrintDocument({ makeWorker, save }));
    await act(() => result.current.print(jobSheet(brakeJob())));
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'The job sheet could not be made on this device. Please reload the page and try again.',
    });
    expect(FakeWorker.made[0]?.terminated).toBe(true);

    broken = false;
    await act(() => result.current.print(jobSheet(brakeJob())));
    expect(FakeWorker.made).toHaveLength(2);
    expect(result.current.state).toBe('ready');

    unmount();
    expect(FakeWorker.made[1]?.terminated).toBe(true);
  });

  it('asks for a quote by its kind; a worker that cannot load fails in the quote’s words', async () => {
    const save = vi.fn();
    const makeWorker = () => new FakeWorker(pdfAnswer, true) as unknown as Worker;
    const { result } = renderHook(() => usePrintDocument({ makeWorker, save }));
    const quote = sampleQuote();
    await act(() => result.current.print({ kind: 'quote', quote, seller: sampleSeller }));
    expect(FakeWorker.made[0]?.asked[0]).toMatchObject({ kind: 'quote', quote, seller: sampleSeller });
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'The quote’s PDF could not be made on this device. Please reload the page and try again.',
    });
    expect(save).not.toHaveBeenCalled();
  });
});
