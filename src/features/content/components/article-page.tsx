import '../content.css';
import type { Article } from '../../../../contract/content/schemas';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Page } from '../../../ui/page';
import { publishedDate } from '../published-date';
import { RichHtml } from './rich-html';

/** /articles/{slug}: an article (a fitting guide, news, help), under its category in the breadcrumbs. */
export function ArticlePage({ article }: { article: Article }) {
  return (
    <Page title={article.title}>
      <Breadcrumbs
        items={[
          { label: article.category.name, to: `/articles/${article.category.path}` },
          { label: article.title, to: `/articles/${article.slug}` },
        ]}
      />
      <article className="article" aria-labelledby="page-title">
        <p className="article__meta">
          <time dateTime={article.publishedAt}>{publishedDate(article.publishedAt)}</time> · {article.author}
        </p>
        <p className="lead">{article.summary}</p>
        <RichHtml html={article.html} />
      </article>
    </Page>
  );
}
