import { Fragment } from 'react';
import type { VehicleDetail } from '../../../../contract/vehicles/schemas';
import { detailRows } from '../vehicle-details';

/** A vehicle's details as a term list; the registration date reads dd/mm/yyyy. */
export function VehicleDetailsList({ details }: { details: readonly VehicleDetail[] }) {
  return (
    <dl className="details vehicle-details">
      {detailRows(details).map((row) => (
        <Fragment key={row.name}>
          <dt>{row.label}</dt>
          <dd className={row.name === 'VIN' ? 'vehicle-details__vin' : undefined}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
