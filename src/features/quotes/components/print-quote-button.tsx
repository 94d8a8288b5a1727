import type { Quote } from '../../../../contract/quotes/schemas';
import { retailerCompanyOf } from '../../../../contract/retailer/companies';
import type { QuoteSeller } from '../../../print/quote/quote-model';
import { usePrintDocument } from '../../../print/use-print-document';
import { useMyBranch } from '../../../session/my-branch';

/**
 * "Print": the quote as a PDF built on the device in the documents' worker (src/print), as the
 * job sheet is, so it prints offline and the page stays responsive; saved as quote-<name>.pdf.
 * The seller is the retailer's company for the quote's currency and the person's branch (the
 * trade account's, or the one chosen on this device): src/print/quote/quote-model.ts says why.
 */
export function PrintQuoteButton({ quote, provisional }: { quote: Quote; provisional: boolean }) {
  const printing = usePrintDocument();
  const mine = useMyBranch();
  const building = printing.state === 'building';
  const print = () => {
    const seller: QuoteSeller = { ...retailerCompanyOf(quote.currency), branch: branchName(mine) };
    void printing.print({ kind: 'quote', quote, seller, provisional });
  };
  return (
    <div className="quote-print">
      <button
        type="button"
        className="button button--secondary"
        disabled={building}
        aria-busy={building}
        onClick={print}
      >
        {building ? 'Building PDF…' : 'Print'}
      </button>
      <p className="visually-hidden" role="status">
        {printing.state === 'ready' ? 'The quote’s PDF has been saved.' : ''}
      </p>
      {printing.error && (
        <p className="field__error" role="alert">
          {printing.error}
        </p>
      )}
    </div>
  );
}

function branchName(mine: ReturnType<typeof useMyBranch>): string | null {
  return mine.kind === 'unknown' ? null : (mine.branch?.name ?? null);
}
