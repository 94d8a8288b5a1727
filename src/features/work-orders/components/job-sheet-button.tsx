import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { JobSheetGarage } from '../../../print/job-sheet/job-sheet-model';
import { usePrintDocument } from '../../../print/use-print-document';

/**
 * "Print job sheet": the estimate as a PDF, built on the device in a worker (so it works offline
 * and the page stays responsive; src/print), saved as WO-000123-job-sheet.pdf.
 */
export function JobSheetButton({ doc, garage }: { doc: WorkOrder; garage: JobSheetGarage }) {
  const sheet = usePrintDocument();
  return (
    <div className="wo-sheet">
      <button
        type="button"
        className="button button--secondary"
        disabled={sheet.state === 'building'}
        onClick={() => void sheet.print({ kind: 'job-sheet', workOrder: doc, garage, currency: doc.currency })}
      >
        {sheet.state === 'building' ? 'Preparing the job sheet…' : 'Print job sheet'}
      </button>
      <p className="visually-hidden" role="status">
        {sheet.state === 'ready' ? 'The job sheet has been saved.' : ''}
      </p>
      {sheet.error && (
        <p className="field__error" role="alert">
          {sheet.error}
        </p>
      )}
    </div>
  );
}
