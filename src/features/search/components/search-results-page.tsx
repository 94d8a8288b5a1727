import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useSearch } from '../api/search';

const PAGE_SIZE = 24;

const sourceText = {
  db: 'Exact part number',
  xref: 'Cross-reference: the parts this number maps to',
  easyAsk: 'Products matching your words',
} as const;

/**
 * `/search?q=`: what the search found, said plainly (an exact number, a cross-reference, or
 * words with a typo corrected), with the categories it touched. The grid is app/'s to give.
 */
export function SearchResultsPage({ renderProducts }: { renderProducts: (products: ProductSummary[]) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useSearch(q, page, PAGE_SIZE);
  const result = search.data;
  const pageCount = result ? Math.ceil(result.totalItems / PAGE_SIZE) : 0;
  return (
    <Page title={q ? `Search: ${q}` : 'Search'}>
      {q.trim().length < 2 && <p className="empty">Type at least two characters: a part number, an OE number or words.</p>}
      {search.isPending && search.fetchStatus === 'paused' && <OfflineNotice what="Your search" />}
      {search.isPending && search.fetchStatus !== 'paused' && q.trim().length >= 2 && <Spinner label="Searching" />}
      {search.isError && <ErrorBanner>{search.error.message}</ErrorBanner>}
      {result && q.trim().length >= 2 && (
        <>
          <p className="search-summary" aria-live="polite">
            {result.totalItems === 0
              ? `Nothing found for “${result.keywords}”.`
              : `${result.totalItems.toLocaleString('en-GB')} found · ${sourceText[result.source]}`}
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
