import { RequireUser } from './require-user';
import { useSession } from '../session/use-session';
import { TechnicianFiguresPage } from '../features/technician-figures/components/technician-figures-page';
import { VehiclesDuePage } from '../features/technician-figures/components/vehicles-due-page';

function Figures() {
  return <TechnicianFiguresPage userId={useSession().claims?.id ?? ''} />;
}

/** /workshop/figures: the owner's technician figures. */
export function TechnicianFiguresRoute() {
  return (
    <RequireUser>
      <Figures />
    </RequireUser>
  );
}

function Due() {
  return <VehiclesDuePage userId={useSession().claims?.id ?? ''} />;
}

/** /workshop/due: MOT and service due, for the garage's own reminders. */
export function VehiclesDueRoute() {
  return (
    <RequireUser>
      <Due />
    </RequireUser>
  );
}
