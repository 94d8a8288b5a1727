import { formatRegistration } from '../../../contract/vehicles/registration';
import type { VehicleDetail, VehicleDetailName } from '../../../contract/vehicles/schemas';
import { ddmmyyyyToDisplay } from '../../../contract/vehicles/vehicle-dates';

const labels: Record<VehicleDetailName, string> = {
  VRM: 'Registration',
  VIN: 'VIN',
  Make: 'Make',
  Model: 'Model',
  VehicleYear: 'Year',
  EngineSizeDescription: 'Engine',
  Fuel: 'Fuel',
  DateOfRegistration: 'First registered',
};

const shown: Partial<Record<VehicleDetailName, (value: string) => string>> = {
  VRM: formatRegistration,
  // Held as ddmmyyyy, shown dd/mm/yyyy (trade-features §3).
  DateOfRegistration: ddmmyyyyToDisplay,
};

/** The details as a person reads them: labelled, formatted, empty ones left out. */
export function detailRows(details: readonly VehicleDetail[]): { name: string; label: string; value: string }[] {
  return details.flatMap(({ name, value }) => {
    if (!value || !(name in labels)) return [];
    const key = name as VehicleDetailName;
    return [{ name, label: labels[key], value: shown[key]?.(value) ?? value }];
  });
}
