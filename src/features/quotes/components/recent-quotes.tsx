import '../quotes.css';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../contract/money/format-money';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullQuotes } from '../api/pull-quotes';
import { useDeviceQuotes } from '../hooks/use-quote-list';

const SHOWN = 5;

/**
 * The header's quick list of recent quotes (issue 25): the five last changed on this device (works
 * offline), brought up to date from the server when opened online; then the way to all of them.
 */
export function RecentQuotes({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const rows = useDeviceQuotes(userId);
  const menu = useRef<HTMLDetailsElement>(null);
  const recent = [...(rows ?? [])]
    .sort((a, b) => b.quote.modifiedAt.localeCompare(a.quote.modifiedAt))
    .slice(0, SHOWN)
    .map((row) => row.quote);
  const close = () => menu.current?.removeAttribute('open');

  return (
    <details
      ref={menu}
      className="recent-quotes"
      onToggle={(event) => {
        if (event.currentTarget.open && online) void pullQuotes(userId).catch(() => {});
      }}
    >
      <summary className="site-nav__link">Quotes</summary>
      <div className="recent-quotes__panel">
        {recent.length > 0 ? (
          <ul className="recent-quotes__list" aria-label="Recent quotes">
            {recent.map((quote) => (
              <li key={quote.id}>
                <Link className="recent-quotes__link" to={`/account/quotes/${quote.id}`} onClick={close}>
                  <span className="recent-quotes__name">{quote.name}</span>
                  <span className="muted">
                    {[quote.vehicle?.registration, formatMoney(quote.totals.totalIncTax, quote.currency)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No quotes on this device yet.</p>
        )}
        <Link className="button button--secondary" to="/account/quotes" onClick={close}>
          All quotes
        </Link>
      </div>
    </details>
  );
}
