import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { plateText } from '../registration';
import { StatusBadge } from './status-badge';

/**
 * The vehicle the work order is for (trade-features §3), with its number and status, and how far
 * its changes have got: the person always knows whether the server has their work.
 */
export function WorkOrderVehicle({
  doc,
  waitingCount,
  orderPending = false,
  online,
  onLookUp,
  lookingUp,
}: {
  doc: WorkOrder;
  waitingCount: number;
  /** Parts ordered on this device, not yet placed by the server: the badge must not say they are. */
  orderPending?: boolean;
  online: boolean;
  onLookUp: (() => void) | null;
  lookingUp: boolean;
}) {
  const details = [
    ['Make', doc.make],
    ['Model', doc.model],
    ['Engine', doc.engineSize],
    ['Year', doc.year],
    ['Fuel', doc.fuel],
    ['VIN', doc.vin],
  ].filter((pair): pair is [string, string] => !!pair[1]);
  return (
    <section className="wo-vehicle card" aria-label="Vehicle">
      <div className="wo-vehicle__top">
        <p className="wo-vehicle__vrm">{plateText(doc.vrm) || 'No registration'}</p>
        <StatusBadge status={doc.status} orderPending={orderPending} />
        <p className={waitingCount ? 'wo-sync wo-sync--waiting' : 'wo-sync'} role="status">
          {waitingCount === 0
            ? 'All changes saved'
            : online
              ? `Unsaved changes: ${waitingCount} being sent`
              : `Unsaved changes: ${waitingCount} kept on this device, sent when you are back online`}
        </p>
      </div>
      {details.length > 0 ? (
        <dl className="wo-vehicle__details">
          {details.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">The vehicle has not been looked up yet.</p>
      )}
      {onLookUp && (
        <button type="button" className="button button--secondary" onClick={onLookUp} disabled={lookingUp || !online}>
          {lookingUp ? 'Looking up…' : online ? 'Look up the vehicle' : 'Look up the vehicle when online'}
        </button>
      )}
    </section>
  );
}
