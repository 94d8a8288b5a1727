import '../content.css';
import { Link, useSearchParams } from 'react-router';
import { ARTICLES_PER_PAGE } from '../../../../contract/content/routes';
import type { ArticleCategory } from '../../../../contract/content/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { useArticles } from '../api/content';
import { publishedDate } from '../published-date';

/** The page asked for in `?page=`, 1 when missing or not a page number. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /articles/{category}: its articles, newest first, 25 to a page (trade-features §9). */
export function ArticleListPage({ category }: { category: ArticleCategory }) {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const articles = useArticles(category.path, page);
  const pageCount = Math.max(1, Math.ceil((articles.data?.['hydra:totalItems'] ?? 0) / ARTICLES_PER_PAGE));

  const onPage = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    // The new page's list starts under the heading: focus (and the screen) go back to it.
    document.getElementById('page-title')?.focus();
  };

  return (
    <Page title={category.name} intro={category.description}>
      <Breadcrumbs items={[{ label: category.name, to: `/articles/${category.path}` }]} />
      {articles.isError && <ErrorBanner>We could not load these articles: {errorMessage(articles.error)}</ErrorBanner>}
      {!articles.data && articles.fetchStatus === 'paused' && <OfflineNotice what="These articles" />}
      {!articles.data && articles.fetchStatus === 'fetching' && <Spinner label="Loading the articles" />}
      {articles.data && articles.data['hydra:member'].length === 0 && <p>There are no articles here yet.</p>}
      {articles.data && articles.data['hydra:member'].length > 0 && (
        <ul className="article-list" aria-label={`Articles in ${category.name}`}>
          {articles.data['hydra:member'].map((article) => (
            <li key={article.slug} className="card article-card">
              <h2 className="article-card__title">
                <Link to={`/articles/${article.slug}`}>{article.title}</Link>
              </h2>
              <p className="article-card__meta">
                <time dateTime={article.publishedAt}>{publishedDate(article.publishedAt)}</time> · {article.author}
              </p>
              <p>{article.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={onPage} label="Pages of articles" />
    </Page>
  );
}
