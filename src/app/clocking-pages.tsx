import { ClockingPage } from '../features/clocking/components/clocking-page';
import { RequireUser } from './require-user';

/** /clocking: the technician's clocking page on the bay tablet (issue 47). */
export function ClockingRoute() {
  return (
    <RequireUser>
      <ClockingPage />
    </RequireUser>
  );
}
