import type { VehicleDue } from '../../../contract/vehicles-due/vehicles-due';
import { csvFile, csvLine, ukDate } from './figures-report';

const miles = (value: number | null, grouped = false) =>
  value === null ? '' : grouped ? value.toLocaleString('en-GB') : String(value);

/** What is due, in words: 'MOT due 21/12/2026; Service overdue: due at 50,000 miles'. */
export function dueWords(vehicle: VehicleDue): string {
  const parts: string[] = [];
  if (vehicle.mot) parts.push(`MOT ${vehicle.mot.state} ${ukDate(vehicle.mot.dueDate)}`);
  if (vehicle.service)
    parts.push(
      vehicle.service.by === 'mileage'
        ? `Service ${vehicle.service.state}: due at ${miles(vehicle.service.dueMileage, true)} miles`
        : `Service ${vehicle.service.state} ${ukDate(vehicle.service.dueDate)}`,
    );
  return parts.join('; ');
}

/**
 * The list as a CSV for a mail-merge: one line per vehicle, UK dates, the customer's name and
 * phone as the work orders hold them, deferred work joined in one cell.
 */
export function vehiclesDueCsv(vehicles: readonly VehicleDue[]): string {
  const header = [
    'Registration',
    'Vehicle',
    'Customer',
    'Phone',
    'MOT due',
    'MOT',
    'Service due',
    'Service due at miles',
    'Service',
    'Last service',
    'Last visit',
    'Last visit work order',
    'Last mileage',
    'Deferred work',
  ];
  const lines = [csvLine(header)];
  for (const vehicle of vehicles)
    lines.push(
      csvLine([
        vehicle.vrm,
        vehicle.vehicle ?? '',
        vehicle.customerName ?? '',
        vehicle.customerPhone ?? '',
        vehicle.mot ? ukDate(vehicle.mot.dueDate) : '',
        vehicle.mot?.state ?? '',
        vehicle.service ? ukDate(vehicle.service.dueDate) : '',
        miles(vehicle.service?.dueMileage ?? null),
        vehicle.service ? `${vehicle.service.state} by ${vehicle.service.by}` : '',
        vehicle.service ? ukDate(vehicle.service.lastServiceDate) : '',
        ukDate(vehicle.lastVisit.date),
        vehicle.lastVisit.workOrderNumber ?? '',
        miles(vehicle.lastVisit.mileage),
        vehicle.deferred.map((item) => `${item.itemName} (${item.state}, from ${ukDate(item.followUp)})`).join('; '),
      ]),
    );
  return csvFile(lines);
}
