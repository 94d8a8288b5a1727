import { RequireUser } from './require-user';
import { useSession } from '../session/use-session';
import { TechnicianFiguresPage } from '../features/technician-figures/components/technician-figures-page';

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
