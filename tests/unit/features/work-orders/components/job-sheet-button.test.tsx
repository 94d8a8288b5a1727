import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobSheetButton } from '../../../../../src/features/work-orders/components/job-sheet-button';
import { buildDocument, type PrintAnswer, type PrintAsk } from '../../../../../src/print/build-document';
import { browserPdfDocument } from '../../../print/browser-pdfkit';
import { pdfTextRuns } from '../../../print/pdf-text';
import { sampleGarage } from '../../../print/job-sheet/sample-work-order';
import { raisedClutch } from '../../../print/job-sheet/samples';

/** A worker that builds the asked document as print.worker.ts does, keeping what it asked and answered. */
class BuildingWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  asked: PrintAsk[] = [];
  answered: PrintAnswer[] = [];
  postMessage(ask: PrintAsk) {
    this.asked.push(ask);
    void browserPdfDocument()
      .then((Pdf) => buildDocument(ask, new Date('2026-11-27T10:00:00.000Z'), Pdf))
      .then((answer) => {
        this.answered.push(answer);
        this.onmessage?.(new MessageEvent('message', { data: answer }));
      });
  }
  terminate() {}
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:customer-copy');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the job sheet’s buttons on a work order', () => {
  it('offers the job sheet and, beside it, the customer’s copy, by name', () => {
    render(<JobSheetButton doc={raisedClutch()} garage={sampleGarage} />);
    expect((screen.getByRole('button', { name: 'Print job sheet' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Print customer’s copy' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('prints the customer’s copy on the device and saves it as the customer copy', async () => {
    const worker = new BuildingWorker();
    const save = vi.fn();
    const doc = raisedClutch();
    render(
      <JobSheetButton
        doc={doc}
        garage={sampleGarage}
        printOptions={{ makeWorker: () => worker as unknown as Worker, save }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print customer’s copy' }));
    // While it is made, both wait: one worker makes one document at a time.
    expect((screen.getByRole('button', { name: 'Preparing the customer’s copy…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Print job sheet' }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 5000 }));
    expect(worker.asked[0]).toMatchObject({ kind: 'customer-copy', workOrder: doc, garage: sampleGarage });
    expect(save).toHaveBeenCalledWith('blob:customer-copy', 'WO-000123-customer-copy.pdf');
    expect(screen.getByRole('status').textContent).toBe('The customer’s copy has been saved.');
    expect((screen.getByRole('button', { name: 'Print customer’s copy' }) as HTMLButtonElement).disabled).toBe(false);

    const [answer] = worker.answered;
    if (answer?.type !== 'pdf') throw new Error('no PDF');
    const text = pdfTextRuns(new Uint8Array(answer.pdf)).join(' ');
    expect(text).toContain('Customer’s copy');
    expect(text).toContain('Awaiting authorisation of £65.50 more than the £580.59 agreed');
  });
});
