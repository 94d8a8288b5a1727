import { useParams } from 'react-router';
import { SharedHealthCheckPage } from '../features/health-checks/components/shared-health-check-page';

/** /shared-health-checks/{token}: the customer's health check, without logging in; a chunk of its own. */
export function SharedHealthCheckRoute() {
  const { token = '' } = useParams();
  return <SharedHealthCheckPage token={token} />;
}
