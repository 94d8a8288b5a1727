import '../quotes.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import type { QuoteChange } from '../../../../contract/quotes/intents';
import { partName } from '../../../../contract/work-orders/part-name';
import { errorMessage } from '../../../api/api-error';
import type { LocalQuotePart } from '../../../db/quotes';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useQuote } from '../hooks/use-quote';
import * as edits from '../quote-edits';
import { notesOf } from '../quote-notes';
import { localPartOf } from '../quote-parts';
import { changeQuote } from '../quote-store';
import { itemName } from '../quote-words';
import { AddItem } from './add-item';
import { PrintQuoteButton } from './print-quote-button';
import { QuoteDetails } from './quote-details';
import { QuoteLines } from './quote-lines';
import { QuoteTotals } from './quote-totals';
import { SharePanel } from './share-panel';
import { ToBasket } from './to-basket';

/** Where the quote's changes stand, in one sentence. */
function waitingWords(going: number, online: boolean): string {
  if (going === 0) return 'Some changes were not saved: see the notes beside them.';
  const count = `${going} ${going === 1 ? 'change' : 'changes'}`;
  return online ? `Sending ${count}…` : `${count} saved on this device, sent when the connection is back.`;
}

/**
 * /account/quotes/{id}: one quote, built and edited on the device (works offline; every change is
 * an intent in the outbox, applied here at once and by the server when it arrives), shared and
 * turned into a basket once online. `onBasket` keeps a basket made from it as the person's (app/).
 */
export function QuotePage({
  userId,
  id,
  onBasket,
}: {
  userId: string;
  id: string;
  onBasket: (basketId: string) => Promise<void>;
}) {
  const state = useQuote(userId, id);
  const { row, changes, online } = state;
  const [error, setError] = useState<string | null>(null);
  const notes = useMemo(() => notesOf(changes), [changes]);

  if (state.loading) return <Spinner label="Loading the quote" />;
  if (!row) {
    return (
      <Page title="Quote not found">
        <ErrorBanner>
          {state.notFound
            ? 'We could not find that quote among yours.'
            : state.pullError
              ? `The quote could not be loaded. ${errorMessage(state.pullError)}`
              : 'This quote is not on this device. Open it once while online to keep it for offline use.'}
        </ErrorBanner>
        <Link to="/account/quotes">Back to your quotes</Link>
      </Page>
    );
  }

  const { quote } = row;
  const change = (made: QuoteChange[], description: string, parts?: Record<string, LocalQuotePart>) => {
    if (!made.length) return;
    setError(null);
    changeQuote(userId, id, made, description, parts).catch((failure: unknown) => setError(errorMessage(failure)));
  };
  const addProduct = (product: ProductSummary) => {
    const name = partName(product.brand.name, product.productName);
    change(edits.addItem(quote, product.sku), `Add ${name} to the quote`, localPartOf(product, quote.currency));
  };
  const sent = changes.length === 0 && row.server !== null;

  return (
    <Page title={`Quote: ${quote.name}`}>
      <div className="quote-back">
        <Link to="/account/quotes">All quotes</Link>
        <PrintQuoteButton quote={quote} provisional={row.provisional} />
      </div>
      <ErrorBanner>{error}</ErrorBanner>
      <ErrorBanner>
        {notes.general.length
          ? notes.general.map((note) => (note.kind === 'refused' ? note.message : note.label)).join(' ')
          : null}
      </ErrorBanner>
      {changes.length > 0 && (
        <p className="quote-waiting-all" role="status">
          {waitingWords(
            changes.filter(({ status }) => status.kind === 'waiting' || status.kind === 'retrying').length,
            online,
          )}
        </p>
      )}
      <div className="quote-page">
        <div className="quote-page__main">
          <section className="quote-section card" aria-labelledby="quote-lines-title">
            <h2 id="quote-lines-title">Parts</h2>
            <QuoteLines
              quote={quote}
              notes={notes}
              onQuantity={(item, quantity) =>
                change(edits.updateItem(quote, item.id, { quantity }), `${quantity} × ${itemName(item)} on the quote`)
              }
              onNote={(item, note) => change(edits.updateItem(quote, item.id, { note }), `Note on ${itemName(item)}`)}
              onRemove={(item) => change(edits.removeItem(quote, item.id), `Remove ${itemName(item)} from the quote`)}
            />
          </section>
          <AddItem online={online} currency={quote.currency} onAdd={addProduct} />
          <QuoteDetails
            quote={quote}
            notes={notes}
            onSet={(set, description) => change(edits.setHeader(quote, set), description)}
          />
        </div>
        <div className="quote-page__side">
          <QuoteTotals quote={quote} provisional={row.provisional} />
          <ToBasket userId={userId} quote={quote} online={online} sent={sent} onBasket={onBasket} />
          <SharePanel quote={quote} online={online} sent={sent} onChanged={() => void state.refresh()} />
        </div>
      </div>
    </Page>
  );
}
