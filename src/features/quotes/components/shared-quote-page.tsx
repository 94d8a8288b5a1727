import '../quotes.css';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../contract/money/format-money';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { quoteMessages } from '../../../../contract/quotes/messages';
import { sharedQuote } from '../api/quote-actions';
import { spokenDay } from './quote-dates';

/**
 * /shared-quotes/{token}: a quote as the recipient of its link sees it, read-only and without
 * logging in, with what it promises about its prices (held to the end of its day, or not held).
 * A withdrawn or run-out link says so in the server's words.
 */
export function SharedQuotePage({ token }: { token: string }) {
  const read = useQuery({
    queryKey: ['shared-quote', token],
    queryFn: ({ signal }) => sharedQuote(token, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (read.isPending) return <Spinner label="Loading the quote" />;
  if (read.isError) {
    const gone = read.error instanceof ApiError && read.error.status === 404;
    return (
      <Page title={gone ? 'This quote link does not work' : 'The quote could not be loaded'}>
        <ErrorBanner>{errorMessage(read.error)}</ErrorBanner>
      </Page>
    );
  }
  const quote = read.data;
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const vehicle = [quote.vehicle?.registration, quote.vehicle?.description].filter(Boolean).join(' · ');

  return (
    <Page
      title={`Quote: ${quote.name}`}
      intro={`From ${quote.issuedBy}, made ${spokenDay(quote.createdAt.slice(0, 10))}.`}
    >
      <div className="quote-shared">
        <dl className="quote-shared__facts">
          {vehicle && (
            <>
              <dt>Vehicle</dt>
              <dd>{vehicle}</dd>
            </>
          )}
          {quote.customerName && (
            <>
              <dt>For</dt>
              <dd>{quote.customerName}</dd>
            </>
          )}
          <dt>Valid until</dt>
          <dd>{spokenDay(quote.validUntil)}</dd>
        </dl>
        <p className="quote-shared__hold">
          {quote.pricesHeld ? quoteMessages.pricesHeldUntil(spokenDay(quote.validUntil)) : quoteMessages.pricesNotHeld}
        </p>
        {/* No scrolling box: on a phone each row stacks as a card (quotes.css), so nothing scrolls sideways.
            The roles keep the table's meaning for screen readers once CSS stops displaying it as one. */}
        <table className="table quote-shared__lines" role="table">
          <caption className="visually-hidden">Parts on the quote</caption>
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                Part
              </th>
              <th scope="col" role="columnheader">
                Quantity
              </th>
              <th scope="col" role="columnheader">
                Each (excluding VAT)
              </th>
              <th scope="col" role="columnheader">
                Line (excluding VAT)
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item, index) => (
              <tr key={`${item.product}-${index}`} role="row">
                <td role="cell" className="quote-shared__part">
                  {item.productName ?? item.product.replace('/products/', '')}
                  {item.note && <div className="muted">{item.note}</div>}
                </td>
                <td role="cell" data-label="Quantity">
                  {item.quantity}
                </td>
                <td role="cell" data-label="Each (excluding VAT)">
                  {money(item.unitPrice.excTax)}
                </td>
                <td role="cell" data-label="Line (excluding VAT)">
                  {money(item.lineTotal.excTax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="quote-totals__list quote-shared__totals">
          <dt>Parts excluding VAT</dt>
          <dd>{money(quote.totals.totalExcTax)}</dd>
          <dt>VAT</dt>
          <dd>{money(quote.totals.totalTax)}</dd>
          <dt className="quote-totals__grand">Total including VAT</dt>
          <dd className="quote-totals__grand">{money(quote.totals.totalIncTax)}</dd>
        </dl>
      </div>
    </Page>
  );
}
