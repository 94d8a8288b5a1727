import { useParams, useSearchParams } from 'react-router';
import { ClockingBar } from '../features/clocking/components/clocking-bar';
import { ClockingProvider } from '../features/clocking/components/clocking-provider';
import { JobClock } from '../features/clocking/components/job-clock';
import { PartSelectionPage } from '../features/work-orders/components/part-selection-page';
import { WorkOrderEditor, type WorkOrderClocking } from '../features/work-orders/components/work-order-editor';
import { isClosed } from '../../contract/work-orders/lifecycle';
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

/** The editor with the bay tablet's clocking (issue 47): its bar above the jobs, a clock on each job. */
const clocking: WorkOrderClocking = {
  bar: <ClockingBar />,
  job: (doc, job) => (
    <JobClock
      workOrder={doc.id}
      job={job.id}
      description={job.description}
      soldTime={job.overrideTime ?? job.calculatedTime}
      locked={isClosed(doc.status)}
    />
  ),
};

function Editor() {
  const { id = '' } = useParams();
  return (
    <ClockingProvider>
      <WorkOrderEditor key={id} id={id} clocking={clocking} />
    </ClockingProvider>
  );
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
