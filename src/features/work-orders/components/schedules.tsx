import { useId, useMemo } from 'react';
import { linePath } from '../../../../contract/documents/clash';
import { formatMoney } from '../../../../contract/money/format-money';
import type { MaintenancePeriod, MaintenanceSystem } from '../../../../contract/repair-data/schemas';
import type { MaintenanceScheduleLine } from '../../../../contract/work-orders/lines';
import { shownLines } from '../../../../contract/work-orders/pricing/shown-lines';
import { hundredthsToTime } from '../../../../contract/work-orders/pricing/time';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { percentWords } from '../uplift';
import { useLineAnswers } from '../hooks/use-line-answers';
import type { LineAnswers } from '../line-answers';
import type { WorkOrderNotes } from '../work-order-notes';
import { AnswerNote } from './answer-note';
import { LineEnd, WaitingMark } from './change-note';

const noRates =
  'Your account’s labour rates are not on this device yet: they come with the work orders once the tablet is ' +
  'online, and a maintenance schedule can be added then.';
const ratesLoading = 'Reading your account’s labour rates…';

const every = (period: MaintenancePeriod) =>
  [
    period.months ? `${period.months} months` : null,
    period.miles ? `${period.miles.toLocaleString('en-GB')} miles` : null,
  ]
    .filter(Boolean)
    .join(' or ');

/**
 * The manufacturer's maintenance schedules for the vehicle (§3): the periods of its system, each
 * with its tasks and time; one on the work order lists its required and advised tasks and its
 * labour (its required tasks at its rate, with the uplift in force: the summary's own amount,
 * shownLines). Choosing a period already on the work order replaces it (§4).
 */
export function Schedules({
  doc,
  answers: given,
  systems,
  notes,
  disabled,
  rates = 'ready',
  onAdd,
  onRemove,
}: {
  doc: WorkOrder;
  /** The customer's answers, as the editor worked them out (else worked out here). */
  answers?: LineAnswers | null;
  systems: readonly MaintenanceSystem[] | undefined;
  notes: WorkOrderNotes;
  disabled: boolean;
  /** Whether the account's labour rates are known: a schedule goes on only at one of them (issue 42). */
  rates?: 'ready' | 'loading' | 'none';
  onAdd: (period: MaintenancePeriod) => void;
  onRemove: (schedule: MaintenanceScheduleLine) => void;
}) {
  const shown = useMemo(() => shownLines(doc, doc.appliedUplift).lines, [doc]);
  const answers = useLineAnswers(doc, given);
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const unavailableId = useId();
  const unavailable = rates === 'ready' ? null : rates === 'loading' ? ratesLoading : noRates;
  return (
    <div className="wo-kits">
      {doc.maintenanceSchedules.length > 0 && (
        <ul className="wo-lines" aria-label="Maintenance schedules on the work order">
          {doc.maintenanceSchedules.map((schedule) => {
            const path = linePath('maintenanceSchedules', schedule.id);
            const required = schedule.haynesProJobs.filter((task) => task.required);
            const amounts = shown.get(schedule.id);
            return (
              <li key={schedule.id} className="wo-line">
                <div className="wo-line__main">
                  <p className="wo-line__title">
                    {schedule.description} <WaitingMark waiting={notes.waiting.has(path)} />
                  </p>
                  <p className="wo-line__meta">
                    {required.length} required {required.length === 1 ? 'task' : 'tasks'},{' '}
                    {schedule.haynesProJobs.length - required.length} advised ·{' '}
                    {hundredthsToTime(required.reduce((sum, task) => sum + task.time, 0))} h at{' '}
                    {money(schedule.labourRate.rate)} an hour
                    {doc.appliedUplift ? ` + ${percentWords(doc.appliedUplift)} uplift` : ''}
                    {amounts && amounts.part > 0
                      ? ` · labour ${money(amounts.labour)} + parts ${money(amounts.part)}`
                      : ''}
                  </p>
                  <AnswerNote answers={answers} line={schedule} currency={doc.currency} />
                </div>
                <span />
                <p className="wo-line__price">
                  <span className="visually-hidden">Labour for {schedule.description}: </span>
                  {amounts ? money(amounts.total) : '—'}
                </p>
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
        <>
          {unavailable && (
            <p className="muted" id={unavailableId}>
              {unavailable}
            </p>
          )}
          {systems.map((system) => (
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
                    disabled={disabled || !!unavailable}
                    onClick={() => onAdd(period)}
                    aria-label={`Add ${period.description}`}
                    aria-describedby={unavailable ? unavailableId : undefined}
                  >
                    Add
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </>
      )}
    </div>
  );
}
