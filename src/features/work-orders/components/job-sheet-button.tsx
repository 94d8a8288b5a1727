import { useState } from 'react';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { JobSheetGarage } from '../../../print/job-sheet/job-sheet-model';
import { usePrintDocument, type PrintOptions } from '../../../print/use-print-document';

type SheetKind = 'job-sheet' | 'customer-copy';

/** Each copy's words: its button, while it is made, and once saved. */
const WORDS: Record<SheetKind, { print: string; building: string; saved: string }> = {
  'job-sheet': {
    print: 'Print job sheet',
    building: 'Preparing the job sheet…',
    saved: 'The job sheet has been saved.',
  },
  'customer-copy': {
    print: 'Print customer’s copy',
    building: 'Preparing the customer’s copy…',
    saved: 'The customer’s copy has been saved.',
  },
};

/**
 * "Print job sheet" and, beside it, "Print customer’s copy" (issue 42): the estimate as a PDF,
 * the workshop's or the customer's (src/print/job-sheet/sheet-copy.ts), built on the device in a
 * worker (so it works offline and the page stays responsive; src/print), saved as
 * WO-000123-job-sheet.pdf or WO-000123-customer-copy.pdf. One worker makes both, one at a time.
 */
export function JobSheetButton({
  doc,
  garage,
  printOptions,
}: {
  doc: WorkOrder;
  garage: JobSheetGarage;
  /** The worker and how the file is saved; tests hand in their own. */
  printOptions?: PrintOptions;
}) {
  const sheet = usePrintDocument(printOptions);
  const [asked, setAsked] = useState<SheetKind>('job-sheet');
  const building = sheet.state === 'building';
  const print = (kind: SheetKind) => {
    setAsked(kind);
    void sheet.print({ kind, workOrder: doc, garage, currency: doc.currency });
  };
  return (
    <div className="wo-sheet wo-actions__buttons">
      {(['job-sheet', 'customer-copy'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button--secondary"
          disabled={building}
          onClick={() => print(kind)}
        >
          {building && asked === kind ? WORDS[kind].building : WORDS[kind].print}
        </button>
      ))}
      <p className="visually-hidden" role="status">
        {sheet.state === 'ready' ? WORDS[asked].saved : ''}
      </p>
      {sheet.error && (
        <p className="field__error" role="alert">
          {sheet.error}
        </p>
      )}
    </div>
  );
}
