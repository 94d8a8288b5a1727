import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { ChangeStatus } from '../../../sync/change-status';
import { changesWords } from '../changes-words';
import type { VehicleLookup } from '../hooks/use-vehicle-lookup';
import { plateText } from '../registration';
import { StatusBadge } from './status-badge';

/**
 * The vehicle the work order is for (trade-features §3), with its number and status, and how far
 * its changes have got: the person always knows whether the server has their work.
 */
export function WorkOrderVehicle({
  doc,
  changeStatuses,
  orderPending = false,
  online,
  lookup,
}: {
  doc: WorkOrder;
  /** The work order's changes still on this device, each with where it stands. */
  changeStatuses: readonly ChangeStatus[];
  /** Parts ordered on this device, not yet placed by the server: the badge must not say they are. */
  orderPending?: boolean;
  online: boolean;
  lookup: VehicleLookup;
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
        <p className={changeStatuses.length ? 'wo-sync wo-sync--waiting' : 'wo-sync'} role="status">
          {changesWords(changeStatuses, online)}
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
      ) : lookup.waitsForConnection ? (
        <p className="muted wo-vehicle__waiting" role="status">
          We’ll look this vehicle up when you’re back online.
        </p>
      ) : (
        <p className="muted">
          {lookup.lookingUp ? 'Looking up the vehicle…' : 'The vehicle has not been looked up yet.'}
        </p>
      )}
      {lookup.error && <p className="field__error">{lookup.error}</p>}
      {lookup.lookUp && online && (
        <button type="button" className="button button--secondary" onClick={lookup.lookUp} disabled={lookup.lookingUp}>
          {lookup.lookingUp ? 'Looking up…' : 'Look up the vehicle'}
        </button>
      )}
    </section>
  );
}
