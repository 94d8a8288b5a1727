import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Spinner } from '../../../ui/spinner';
import { isNotFound, useArticle, useArticleCategory } from '../api/content';
import { ArticleListPage } from './article-list-page';
import { ArticlePage } from './article-page';

/**
 * /articles/{path}: the menus lead here both to categories ('/articles/guides') and to single
 * articles ('/articles/returns-and-refunds'), so both are asked at once and whichever exists is
 * shown. Offline, an article seen before opens from the saved copy even though the category
 * question (a 404, never saved) cannot be answered.
 */
export function ArticlesRoute({ notFound }: { notFound: ReactNode }) {
  const { path = '' } = useParams();
  const category = useArticleCategory(path);
  const article = useArticle(path);

  if (category.data) return <ArticleListPage key={category.data.path} category={category.data} />;
  if (article.data) return <ArticlePage article={article.data} />;
  if (isNotFound(category.error) && isNotFound(article.error)) return notFound;
  if (category.fetchStatus === 'fetching' || article.fetchStatus === 'fetching')
    return <Spinner label="Loading the article" />;
  if (category.fetchStatus === 'paused' || article.fetchStatus === 'paused') return <OfflineNotice what="This page" />;
  const failure = [category.error, article.error].find((error) => error && !isNotFound(error));
  return <ErrorBanner>We could not load this page: {errorMessage(failure)}</ErrorBanner>;
}
