import { useParams } from 'react-router';
import { HealthCheckPage } from '../features/health-checks/components/health-check-page';
import { HealthCheckSettingsPage } from '../features/health-checks/components/health-check-settings-page';
import { HealthChecksPage } from '../features/health-checks/components/health-checks-page';
import { useWorkOrdersConfiguration } from '../features/work-orders/api/configuration';
import { useSession } from '../session/use-session';
import { RequireUser } from './require-user';

function List() {
  const { claims } = useSession();
  const technician = [claims?.first_name, claims?.last_name].filter(Boolean).join(' ') || null;
  // The trade account's currency, as its work orders have it (an Irish account trades in euros).
  const currency = useWorkOrdersConfiguration().data?.currency ?? 'GBP';
  return <HealthChecksPage userId={claims?.id ?? ''} currency={currency} technician={technician} />;
}

function Check() {
  const { id = '' } = useParams();
  const userId = useSession().claims?.id ?? '';
  return <HealthCheckPage key={id} userId={userId} id={id} />;
}

/** /health-checks. */
export function HealthChecksRoute() {
  return (
    <RequireUser>
      <List />
    </RequireUser>
  );
}

/** /health-checks/{id}. */
export function HealthCheckRoute() {
  return (
    <RequireUser>
      <Check />
    </RequireUser>
  );
}

function Settings() {
  return <HealthCheckSettingsPage userId={useSession().claims?.id ?? ''} />;
}

/** /health-checks/settings. */
export function HealthCheckSettingsRoute() {
  return (
    <RequireUser>
      <Settings />
    </RequireUser>
  );
}
