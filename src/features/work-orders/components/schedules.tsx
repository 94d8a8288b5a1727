import { linePath } from '../../../../contract/documents/clash';
import type { MaintenancePeriod, MaintenanceSystem } from '../../../../contract/repair-data/schemas';
import type { MaintenanceScheduleLine } from '../../../../contract/work-orders/lines';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { WorkOrderNotes } from '../work-order-notes';
import { LineEnd, WaitingMark } from './change-note';

const every = (period: MaintenancePeriod) =>
  [
    period.months ? `${period.months} months` : null,
    period.miles ? `${period.miles.toLocaleString('en-GB')} miles` : null,
  ]
    .filter(Boolean)
    .join(' or ');

/**
 * The manufacturer's maintenance schedules for the vehicle (§3): the periods of its system, each
 * with its tasks and time; one on the work order lists its required and advised tasks. Choosing
 * a period already on the work order replaces it (§4).
 */
export function Schedules({
  doc,
  systems,
  notes,
  disabled,
  onAdd,
  onRemove,
}: {
  doc: WorkOrder;
  systems: readonly MaintenanceSystem[] | undefined;
  notes: WorkOrderNotes;
  disabled: boolean;
  onAdd: (period: MaintenancePeriod) => void;
  onRemove: (schedule: MaintenanceScheduleLine) => void;
}) {
  return (
    <div className="wo-kits">
      {doc.maintenanceSchedules.length > 0 && (
        <ul className="wo-lines" aria-label="Maintenance schedules on the work order">
          {doc.maintenanceSchedules.map((schedule) => {
            const path = linePath('maintenanceSchedules', schedule.id);
            const required = schedule.haynesProJobs.filter((task) => task.required);
            return (
              <li key={schedule.id} className="wo-line">
                <div className="wo-line__main">
                  <p className="wo-line__title">
                    {schedule.description} <WaitingMark waiting={notes.waiting.has(path)} />
                  </p>
                  <p className="wo-line__meta">
                    {required.length} required {required.length === 1 ? 'task' : 'tasks'},{' '}
                    {schedule.haynesProJobs.length - required.length} advised ·{' '}
                    {hundredthsToTime(required.reduce((sum, task) => sum + task.time, 0))} h
                  </p>
                </div>
                <span />
                <span />
                <LineEnd
                  name={schedule.description}
                  disabled={disabled}
                  notes={notes.byPath.get(path)}
                  onRemove={() => onRemove(schedule)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!doc.tecdocId ? (
        <p className="muted">Look the vehicle up to offer its maintenance schedules.</p>
      ) : !systems ? (
        <p className="muted">The maintenance schedules are not on this device yet.</p>
      ) : (
        systems.map((system) => (
          <ul key={system.id} className="wo-tasks" aria-label={system.description}>
            {system.periods.map((period) => (
              <li key={period.id} className="wo-task">
                <span className="wo-task__name">
                  {period.description}
                  <span className="muted"> · every {every(period)}</span>
                </span>
                <span className="wo-task__time">{hundredthsToTime(period.time)} h</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={disabled}
                  onClick={() => onAdd(period)}
                  aria-label={`Add ${period.description}`}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        ))
      )}
    </div>
  );
}
