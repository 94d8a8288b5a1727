import '../catalogue.css';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useCategory, useProductsByCategory } from '../api/categories';
import { usePackState } from '../../../catalogue-pack/use-pack';
import { CategoryFilters } from './category-filters';
import { PackCategoryView } from './pack-category-view';
import { SubcategoryChips } from './subcategory-chips';
import { ProductGrid, type ProductActions } from './product-grid';
import { groupThousands } from '../../../../contract/money/format-money';

const PAGE_SIZE = 24;
const sorts = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
  { value: 'name', label: 'Name' },
] as const;
type Sort = (typeof sorts)[number]['value'];

/**
 * `/category/{...slug}` and `/category/exhaust-system/{...slug}`: breadcrumbs, subcategories,
 * filters and a paged grid. Page, sort and filters live in the address, so that Back and a
 * shared link show the same list.
 */
export function CategoryPage({ prefix = '', actions }: { prefix?: string; actions?: ProductActions }) {
  const splat = useParams()['*'] ?? '';
  const path = `${prefix}${splat}`.replace(/\/+$/, '');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const sort = (sorts.find((option) => option.value === search.get('sort'))?.value ?? 'relevance') as Sort;
  const attr = search.getAll('attr');
  const category = useCategory(path);
  const listing = useProductsByCategory(category.data?.id, { page, itemsPerPage: PAGE_SIZE, sort, attr });
  const pack = usePackState();

  useEffect(() => {
    if (category.data) document.title = `${category.data.name} – Workbay`;
  }, [category.data]);

  const update = (changes: Record<string, string | string[] | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      for (const item of value === null ? [] : Array.isArray(value) ? value : [value]) next.append(key, item);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  // No server and no saved copy of this page: the offline catalogue's products, when there is one.
  const unreachable = (query: { isPending: boolean; fetchStatus: string; isError: boolean; error: unknown }) =>
    (query.isPending && query.fetchStatus === 'paused') || (query.isError && !(query.error instanceof ApiError));
  if (pack && (unreachable(category) || (category.data && unreachable(listing)))) {
    return <PackCategoryView path={path} pack={pack} actions={actions} />;
  }
  if (category.isPending && category.fetchStatus === 'paused') return <OfflineNotice what="This category" />;
  if (category.isPending) return <Spinner label="Loading the category" />;
  if (category.isError) {
    const notFound = category.error instanceof ApiError && category.error.status === 404;
    return (
      <section className="page">
        <h1 className="page__title">{notFound ? 'Category not found' : 'This category could not be loaded'}</h1>
        <ErrorBanner>{category.error.message}</ErrorBanner>
        <Link className="button button--secondary" to="/">
          Back to the home page
        </Link>
      </section>
    );
  }

  const current = category.data;
  const total = listing.data?.['hydra:totalItems'] ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  return (
    <section className="page category-page">
      <Breadcrumbs items={current.breadcrumbs.map((crumb) => ({ label: crumb.name, to: `/category/${crumb.path}` }))} />
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {current.name}
      </h1>
      <SubcategoryChips category={current} />
      <div className="category-page__layout">
        <CategoryFilters categoryId={current.id} selected={attr} onChange={(next) => update({ attr: next })} />
        <div className="category-page__results">
          <div className="toolbar">
            <p className="toolbar__count" aria-live="polite">
              {listing.isPending
                ? 'Loading products…'
                : `${groupThousands(total)} ${total === 1 ? 'product' : 'products'}`}
            </p>
            <label className="toolbar__sort">
              Sort by{' '}
              <select
                value={sort}
                onChange={(event) => update({ sort: event.target.value === 'relevance' ? null : event.target.value })}
              >
                {sorts.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {listing.isError && <ErrorBanner>{listing.error.message}</ErrorBanner>}
          {listing.isPending && <Spinner label="Loading products" />}
          {listing.data && total === 0 && (
            <p className="empty">
              No products here{attr.length ? ' with these filters' : ''}.{' '}
              {attr.length > 0 && (
                <button type="button" className="link-button" onClick={() => update({ attr: null })}>
                  Clear the filters
                </button>
              )}
            </p>
          )}
          {listing.data && total > 0 && (
            <div className={listing.isPlaceholderData ? 'is-refreshing' : undefined}>
              <ProductGrid products={listing.data['hydra:member']} actions={actions} />
            </div>
          )}
          <Pagination
            page={page}
            pageCount={pageCount}
            onPage={(next) => update({ page: String(next) })}
            label="Product pages"
          />
        </div>
      </div>
    </section>
  );
}
