import { SharedHealthCheckPage } from '../features/health-checks/components/shared-health-check-page';

/**
 * The customer's health check on its own (issue 46): the page a garage's link opens, without the
 * shop around it (no header, basket, query cache or device store), so a phone on a weak signal
 * loads little.
 */
export function SharedHealthCheckApp({ token }: { token: string }) {
  return (
    <main id="main" className="shc-main">
      <SharedHealthCheckPage token={token} />
    </main>
  );
}
