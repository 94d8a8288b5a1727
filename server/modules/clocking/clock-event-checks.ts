import { clockingMessages as m } from '../../../contract/clocking/messages';
import type { RecordClockEvent } from '../../../contract/clocking/schemas';
import type { ClockEventsRepository, WorkOrdersForClocks } from './clock-events.repository';
import { clockRefused } from './clocking-problems';

const DAY_MS = 86_400_000;

/**
 * What makes a clock event one the rules can read (422 beside the field otherwise): a job on names
 * the work order and one of its jobs; only indirect time has a reason; a device clock at most a day
 * ahead; an edit replaces an event of the same technician not edited yet, and says why.
 */
export async function checkClockEvent(
  body: RecordClockEvent,
  deps: { accountId: string; received: Date; events: ClockEventsRepository; workOrders: WorkOrdersForClocks },
): Promise<void> {
  const onJob = body.kind === 'job-on' || body.kind === 'job-off';
  if (body.kind === 'job-on' && (!body.workOrder || !body.job))
    throw clockRefused(body.workOrder ? 'job' : 'workOrder', m.jobNeeded);
  if (!onJob && (body.workOrder || body.job))
    throw clockRefused(body.workOrder ? 'workOrder' : 'job', m.jobOnlyForJobs);
  if (body.kind === 'job-off' && body.job && !body.workOrder) throw clockRefused('workOrder', m.jobNeeded);
  if (body.kind === 'indirect' && !body.reason) throw clockRefused('reason', m.reason);
  if (body.kind !== 'indirect' && body.reason) throw clockRefused('reason', m.reasonOnlyIndirect);
  if (body.workOrder) {
    const workOrder = await deps.workOrders.find(deps.accountId, body.workOrder);
    if (!workOrder) throw clockRefused('workOrder', m.workOrderNotFound);
    if (body.job && !workOrder.jobs.some((job) => job.id === body.job)) throw clockRefused('job', m.jobNotFound);
  }
  if (Date.parse(body.deviceTime) - deps.received.getTime() > DAY_MS) throw clockRefused('deviceTime', m.tooFarAhead);
  if (body.replaces) {
    const original = await deps.events.find(body.replaces);
    if (!original || original.accountId !== deps.accountId) throw clockRefused('replaces', m.eventNotFound);
    if (original.technicianId !== body.technician) throw clockRefused('replaces', m.editOtherTechnician);
    if (await deps.events.replaced(body.replaces)) throw clockRefused('replaces', m.alreadyEdited);
    if (!body.editReason) throw clockRefused('editReason', m.editReason);
  }
}
