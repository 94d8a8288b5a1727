import '../quotes.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { useQuoteList } from '../hooks/use-quote-list';
import { quotePageCount, type ListedQuote, type QuoteFilter } from '../quote-list';
import { NewQuote, type QuoteVehicle } from './new-quote';
import { spokenDay } from './quote-dates';

function QuoteListRow({ quote }: { quote: ListedQuote }) {
  const vehicle = [quote.vehicle?.registration, quote.vehicle?.description].filter(Boolean).join(' · ');
  return (
    <li>
      <Link className="quote-list__link" to={`/account/quotes/${quote.id}`}>
        <span className="quote-list__name">{quote.name}</span>
        <span className="quote-list__total">{formatMoney(quote.totalIncTax, quote.currency)}</span>
        <span className="quote-list__vehicle">{vehicle || 'No vehicle'}</span>
        <span className="quote-list__meta">
          {quote.numberOfItems} {quote.numberOfItems === 1 ? 'line' : 'lines'}
          {quote.customerName ? ` · ${quote.customerName}` : ''} · made {spokenDay(quote.createdAt.slice(0, 10))} ·
          valid until {spokenDay(quote.validUntil)}
        </span>
        {quote.waiting && <span className="quote-waiting">Changes waiting to be sent</span>}
      </Link>
    </li>
  );
}

/**
 * /account/quotes (trade-features §2, §7, §9): the person's quotes, searched by name or vehicle
 * and by the days they were made, in pages of 10; and a new one. Offline it lists and searches
 * the quotes kept on this device, and new ones are made here and sent later.
 */
export function QuotesPage({ userId, activeVehicle }: { userId: string; activeVehicle: QuoteVehicle | null }) {
  const [filter, setFilter] = useState<QuoteFilter>({ search: '', from: '', to: '', page: 1 });
  const list = useQuoteList(userId, filter);
  const pageCount = quotePageCount(list.total);
  const set = (change: Partial<QuoteFilter>) => setFilter({ ...filter, page: 1, ...change });
  const filtered = Boolean(filter.search.trim() || filter.from || filter.to);

  return (
    <Page
      title="Quotes"
      intro={
        list.source === 'device'
          ? 'You are offline: these are the quotes kept on this device. Changes are sent when the connection is back.'
          : 'Your quotes, newest first. Find one by its name, registration or customer.'
      }
    >
      <div className="quotes">
        <NewQuote userId={userId} activeVehicle={activeVehicle} />
        <section className="quotes__list" aria-labelledby="quotes-found">
          <form className="quotes__filters" role="search" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label className="field__label" htmlFor="quote-search">
                Name or vehicle
              </label>
              <input
                id="quote-search"
                className="field__input"
                type="search"
                value={filter.search}
                placeholder="Name, registration or customer"
                onChange={(event) => set({ search: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="quote-from">
                Made from
              </label>
              <input
                id="quote-from"
                className="field__input"
                type="date"
                value={filter.from}
                max={filter.to || undefined}
                onChange={(event) => set({ from: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="quote-to">
                Made until
              </label>
              <input
                id="quote-to"
                className="field__input"
                type="date"
                value={filter.to}
                min={filter.from || undefined}
                onChange={(event) => set({ to: event.target.value })}
              />
            </div>
          </form>
          <h2 id="quotes-found" className="visually-hidden">
            Quotes found
          </h2>
          {list.loading ? (
            <Spinner label="Loading your quotes" />
          ) : list.members.length === 0 ? (
            <p className="quotes__empty">
              {filtered ? 'No quotes match. Try other words or days.' : 'No quotes yet. Start one above.'}
            </p>
          ) : (
            <ul className="quote-list" aria-labelledby="quotes-found">
              {list.members.map((quote) => (
                <QuoteListRow key={quote.id} quote={quote} />
              ))}
            </ul>
          )}
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            onPage={(page) => setFilter({ ...filter, page })}
            label="Quote pages"
          />
        </section>
      </div>
    </Page>
  );
}
