// The content pages (issue 27), one lazy chunk: articles, the forms, the repair-data terms, the
// not-found page that first follows an old address, and the registration text for the register page.
import { useParams } from 'react-router';
import { ContentElementBlock } from '../features/content/components/content-element';
import { ArticlesRoute } from '../features/content/components/articles-route';
import { RedirectOrNotFound } from '../features/content/components/redirect-or-not-found';
import { FormPage } from '../features/forms/components/form-page';
import { NotFoundPage } from './not-found-page';

export { RepairDataTermsPage } from '../features/content/components/repair-data-terms-page';

export function ArticlesPage() {
  return <ArticlesRoute notFound={<NotFoundPage />} />;
}

/** Any path the app does not know: an old address the server redirects, or "Page not found". */
export function UnknownPathPage() {
  return <RedirectOrNotFound notFound={<NotFoundPage />} />;
}

/** The retailer's words above the registration form ('registration_text'). */
export function RegistrationText() {
  return <ContentElementBlock name="registration_text" className="card registration-text" headingLevel={2} />;
}

/** /forms/{code}: the contact form, the trade account application. */
export function ServerFormPage() {
  const { code = '' } = useParams();
  return <FormPage key={code} code={code} notFound={<NotFoundPage />} />;
}
