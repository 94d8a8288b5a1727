import { ClockingPage } from '../features/clocking/components/clocking-page';
import { TechnicianDayPage } from '../features/clocking/components/technician-day-page';
import { RequireUser } from './require-user';

/** /clocking: the technician's clocking page on the bay tablet (issue 47). */
export function ClockingRoute() {
  return (
    <RequireUser>
      <ClockingPage />
    </RequireUser>
  );
}

/** /workshop/clocks: a technician's day, where a manager corrects a clock (issue 47). */
export function TechnicianDayRoute() {
  return (
    <RequireUser>
      <TechnicianDayPage />
    </RequireUser>
  );
}
