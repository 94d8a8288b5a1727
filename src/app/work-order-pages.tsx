import { useParams, useSearchParams } from 'react-router';
import { PartSelectionPage } from '../features/work-orders/components/part-selection-page';
import { WorkOrderEditor } from '../features/work-orders/components/work-order-editor';
import { WorkOrdersPage } from '../features/work-orders/components/work-orders-page';
import { useActiveVehicle } from '../features/vehicles/hooks/use-active-vehicle';
import { useSession } from '../session/use-session';
import { RequireUser } from './require-user';

/** A vehicle's details as one line: 'Ford Focus Mk4 (WB19 KFD)'. */
function describe(details: readonly { name: string; value: string }[]): string {
  const value = (name: string) => details.find((detail) => detail.name === name)?.value ?? '';
  const vehicle = [value('Make'), value('Model')].filter(Boolean).join(' ');
  const vrm = value('VRM');
  return vrm ? `${vehicle} (${vrm})` : vehicle;
}

/** /work-orders, with the active vehicle offered as the next work order's (the app composes the two features). */
function WorkOrdersWithVehicle() {
  const details = useActiveVehicle();
  const userId = useSession().claims?.id ?? '';
  return (
    <WorkOrdersPage userId={userId} activeVehicle={details ? { details, description: describe(details) } : null} />
  );
}

function Editor() {
  const { id = '' } = useParams();
  return <WorkOrderEditor key={id} id={id} />;
}

export function WorkOrdersRoute() {
  return (
    <RequireUser>
      <WorkOrdersWithVehicle />
    </RequireUser>
  );
}

export function WorkOrderRoute() {
  return (
    <RequireUser>
      <Editor />
    </RequireUser>
  );
}

function PartSelection() {
  const { '*': path = '' } = useParams();
  const [search] = useSearchParams();
  return <PartSelectionPage id={search.get('workOrder') ?? ''} path={path} />;
}

/** /work-orders/add-parts/part-selection/{...slug}?workOrder={id}. */
export function PartSelectionRoute() {
  return (
    <RequireUser>
      <PartSelection />
    </RequireUser>
  );
}
