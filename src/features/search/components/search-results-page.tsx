import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { PackNotice } from '../../../catalogue-pack/pack-notice';
import { PackResults } from '../../../catalogue-pack/pack-results';
import { usePackSearch, usePackState } from '../../../catalogue-pack/use-pack';
import { useSearch } from '../api/search';
import { groupThousands } from '../../../../contract/money/format-money';

const PAGE_SIZE = 24;

const sourceText = {
  db: 'Exact part number',
  xref: 'Cross-reference: the parts this number maps to',
  easyAsk: 'Products matching your words',
} as const;

/** The offline catalogue shows at most this many: a counter needs the best, not a catalogue. */
const PACK_RESULTS = 50;

/**
 * `/search?q=`: what the search found, said plainly (an exact number, a cross-reference, or
 * words with a typo corrected), with the categories it touched. The grid is app/'s to give.
 * Until the server answers (offline, or slow) the offline catalogue's answer shows, marked so.
 */
export function SearchResultsPage({
  renderProducts,
  actions,
}: {
  renderProducts: (products: ProductSummary[]) => ReactNode;
  actions?: (product: ProductSummary) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useSearch(q, page, PAGE_SIZE);
  const pack = usePackState();
  const packSearch = usePackSearch(q, PACK_RESULTS, Boolean(pack));
  const result = search.isPlaceholderData ? undefined : search.data;
  const pageCount = result ? Math.ceil(result.totalItems / PAGE_SIZE) : 0;
  const packResults = !result && pack && q.trim().length >= 2 ? packSearch.data?.results : undefined;
  return (
    <Page title={q ? `Search: ${q}` : 'Search'}>
      {q.trim().length < 2 && (
        <p className="empty">Type at least two characters: a part number, an OE number or words.</p>
      )}
      {packResults && pack && (
        <>
          <PackNotice pack={pack} />
          <p className="search-summary" aria-live="polite">
            {packResults.length === 0
              ? // The pack reads words as online search does: nothing here is the pack lacking the
                // part (issue 45). The paused online search runs by itself once the connection is back.
                `Not in this branch’s offline catalogue: nothing for “${q.trim()}”.` +
                (search.fetchStatus === 'paused' ? ' The search runs online as soon as the connection is back.' : '')
              : `${packResults.length.toLocaleString('en-GB')} found in the offline catalogue`}
          </p>
          <PackResults results={packResults} pack={pack} actions={actions} />
        </>
      )}
      {!packResults && search.isPending && search.fetchStatus === 'paused' && <OfflineNotice what="Your search" />}
      {!packResults && search.isPending && search.fetchStatus !== 'paused' && q.trim().length >= 2 && (
        <Spinner label="Searching" />
      )}
      {search.isError && !packResults && <ErrorBanner>{search.error.message}</ErrorBanner>}
      {result && q.trim().length >= 2 && (
        <>
          <p className="search-summary" aria-live="polite">
            {result.totalItems === 0
              ? `Nothing found for “${result.keywords}”.`
              : `${groupThousands(result.totalItems)} found · ${sourceText[result.source]}`}
            {result.correctedKeywords && (
              <>
                {' '}
                · Showing results for <strong>{result.correctedKeywords}</strong>
              </>
            )}
          </p>
          {result.categories.length > 0 && (
            <nav className="chips search-categories" aria-label="Categories found">
              {result.categories.map((category) => (
                <Link key={category.id} className="chip" to={`/category/${category.path}`}>
                  {category.name}
                  {category.count > 0 && <span className="chip__count">{category.count}</span>}
                </Link>
              ))}
            </nav>
          )}
          {result.products.length > 0 && renderProducts(result.products)}
          <Pagination
            page={page}
            pageCount={pageCount}
            onPage={(next) => setParams({ q, page: String(next) })}
            label="Result pages"
          />
        </>
      )}
    </Page>
  );
}
