import '../technician-figures.css';
import { Link, useSearchParams } from 'react-router';
import { dueRules, type VehicleDue } from '../../../../contract/vehicles-due/vehicles-due';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { saveFile } from '../../../ui/save-file';
import { Spinner } from '../../../ui/spinner';
import { ukDate } from '../figures-report';
import { useVehiclesDue } from '../api/vehicles-due';
import { dueWords, vehiclesDueCsv } from '../vehicles-due-csv';
import { TableScroll } from '../../../ui/table-scroll';

function Row({ vehicle }: { vehicle: VehicleDue }) {
  return (
    <tr>
      <th scope="row">{vehicle.vrm}</th>
      <td data-label="Vehicle">{vehicle.vehicle ?? '—'}</td>
      <td data-label="Customer">
        {vehicle.customerName ?? '—'}
        {vehicle.customerPhone && <span className="tf__second-line">{vehicle.customerPhone}</span>}
      </td>
      <td data-label="Due">{dueWords(vehicle)}</td>
      <td data-label="Last visit">
        <Link to={`/work-orders/${vehicle.lastVisit.workOrder}`}>
          {ukDate(vehicle.lastVisit.date)}
          {vehicle.lastVisit.workOrderNumber ? ` · ${vehicle.lastVisit.workOrderNumber}` : ''}
        </Link>
        {vehicle.lastVisit.mileage !== null && (
          <span className="tf__second-line">{vehicle.lastVisit.mileage.toLocaleString('en-GB')} miles</span>
        )}
      </td>
      <td data-label="Deferred work">
        {vehicle.deferred.length === 0
          ? 'None'
          : vehicle.deferred.map((item) => `${item.itemName} (${item.state})`).join(', ')}
      </td>
    </tr>
  );
}

/**
 * /workshop/due (issue 47): the garage's customers' vehicles with the MOT or a service due in the
 * next 30 or 60 days, with the last visit and deferred work; a CSV for the garage's own
 * mail-merge. Workbay sends nothing itself.
 */
export function VehiclesDuePage({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const within = params.get('within') === '60' ? '60' : '30';
  const due = useVehiclesDue(userId, within);
  const saved = due.data;
  const vehicles = saved?.value['hydra:member'];
  const download = () => {
    if (!vehicles) return;
    const url = URL.createObjectURL(new Blob([vehiclesDueCsv(vehicles)], { type: 'text/csv;charset=utf-8' }));
    saveFile(url, `mot-and-service-due-${within}-days.csv`);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <Page
      title="MOT and service due"
      intro={
        'Your customers’ vehicles with the MOT or a service due soon, for your own reminders: ' +
        'Workbay sends nothing.'
      }
    >
      <p>
        <Link to="/work-orders">Back to work orders</Link>
      </p>
      <div className="field tf__period">
        <label className="field__label" htmlFor="due-within">
          Due within
        </label>
        <select
          id="due-within"
          className="field__input"
          value={within}
          onChange={(event) => setParams({ within: event.target.value }, { replace: true })}
        >
          <option value="30">30 days</option>
          <option value="60">60 days</option>
        </select>
      </div>
      <ul className="tf__formulas">
        <li>{dueRules.mot}</li>
        <li>{dueRules.service}</li>
      </ul>
      {due.isPending ? (
        <Spinner label="Finding the vehicles due" />
      ) : !saved || !vehicles ? (
        <ErrorBanner>{errorMessage(due.error)}</ErrorBanner>
      ) : (
        <>
          <SavedCopy updatedAt={saved.savedAt} failed={saved.fromDevice} />
          <p className="tf__summary">
            {vehicles.length === 1 ? '1 vehicle' : `${vehicles.length} vehicles`} due within {within} days.{' '}
            {vehicles.length > 0 && (
              <button type="button" className="button button--secondary" onClick={download}>
                Download CSV for a mail-merge
              </button>
            )}
          </p>
          {vehicles.length > 0 && (
            <TableScroll label="Vehicles due">
              <table className="table stacked-table">
                <caption className="visually-hidden">Vehicles due within {within} days, soonest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Registration</th>
                    <th scope="col">Vehicle</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Due</th>
                    <th scope="col">Last visit</th>
                    <th scope="col">Deferred work</th>
                  </tr>
                </thead>
                <tbody>
                  {vehicles.map((vehicle) => (
                    <Row key={vehicle.vrm} vehicle={vehicle} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
    </Page>
  );
}
