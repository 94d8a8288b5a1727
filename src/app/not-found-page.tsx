import { Link } from 'react-router';
import { Page } from '../ui/page';

/** /404, and every path the app does not know. */
export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      intro="We could not find the page you asked for. It may have moved, or the link may be wrong."
      narrow
    >
      <Link className="button button--primary" to="/">
        Go to the home page
      </Link>
    </Page>
  );
}
