import { useParams } from 'react-router';
import { HealthCheckPage } from '../features/health-checks/components/health-check-page';
import { HealthCheckFiguresPage } from '../features/health-checks/components/health-check-figures-page';
import { HealthCheckSettingsPage } from '../features/health-checks/components/health-check-settings-page';
import { HealthChecksPage } from '../features/health-checks/components/health-checks-page';
import { DeferredWorkPage } from '../features/health-checks/components/deferred-work-page';
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
  const { claims } = useSession();
  const staffName = [claims?.first_name, claims?.last_name].filter(Boolean).join(' ');
  return <HealthCheckPage key={id} userId={claims?.id ?? ''} id={id} staffName={staffName} />;
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

/** /deferred-work: the garage's upcoming and overdue follow-ups. */
export function DeferredWorkRoute() {
  return (
    <RequireUser>
      <DeferredWorkPage />
    </RequireUser>
  );
}

function Figures() {
  return <HealthCheckFiguresPage userId={useSession().claims?.id ?? ''} />;
}

/** /health-checks/figures. */
export function HealthCheckFiguresRoute() {
  return (
    <RequireUser>
      <Figures />
    </RequireUser>
  );
}
