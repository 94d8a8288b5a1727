import '../quotes.css';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { partName } from '../../../../contract/work-orders/part-name';
import { errorMessage } from '../../../api/api-error';
import type { QuoteRow } from '../../../db/quotes';
import { useDeviceQuotes } from '../hooks/use-quote-list';
import { addItem } from '../quote-edits';
import { localPartOf } from '../quote-parts';
import { changeQuote } from '../quote-store';

const SHOWN = 5;

/**
 * "Add to quote" beside a product (app/ puts it among the product's actions for a logged-in
 * person): one of the quotes last changed on this device, the part added to it there and then
 * (offline too, sent with the quote's other changes).
 */
export function AddToQuote({ userId, product }: { userId: string; product: ProductSummary }) {
  const rows = useDeviceQuotes(userId);
  const menu = useRef<HTMLDetailsElement>(null);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const name = partName(product.brand.name, product.productName);
  const recent = [...(rows ?? [])].sort((a, b) => b.quote.modifiedAt.localeCompare(a.quote.modifiedAt)).slice(0, SHOWN);

  const add = async (row: QuoteRow) => {
    menu.current?.removeAttribute('open');
    try {
      await changeQuote(
        userId,
        row.id,
        addItem(row.quote, product.sku),
        `Add ${name} to ${row.quote.name}`,
        localPartOf(product, row.quote.currency),
      );
      setSaid({ text: `Added to the quote ${row.quote.name}.`, error: false });
    } catch (failure) {
      setSaid({ text: errorMessage(failure), error: true });
    }
  };

  return (
    <div className="add-to-quote">
      <details ref={menu} className="add-to-quote__menu">
        <summary className="button button--secondary" aria-label={`Add ${name} to a quote`}>
          Add to quote
        </summary>
        <div className="add-to-quote__panel">
          {recent.length > 0 ? (
            <ul className="add-to-quote__list" aria-label="Your recent quotes">
              {recent.map((row) => (
                <li key={row.id}>
                  <button type="button" className="link-button" onClick={() => void add(row)}>
                    {row.quote.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No quotes on this device yet.</p>
          )}
          <Link to="/account/quotes">Start a new quote</Link>
        </div>
      </details>
      {said && (
        <p className={said.error ? 'field__error' : 'muted'} role={said.error ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
    </div>
  );
}
