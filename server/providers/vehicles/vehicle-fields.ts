import { isValidRegistration, normaliseRegistration, registrationKind } from '../../../contract/vehicles/registration';
import { VehicleDataError, type ProviderFuel } from './vehicle-data-provider';

// Fields both vehicle services (DVSA MOT History and DVLA Vehicle Enquiry) write the same way.

/** Makes whose usual spelling is not plain title case, spelt as the demo catalogue spells them. */
const MAKE_SPELLINGS: Record<string, string> = {
  BMW: 'BMW',
  BYD: 'BYD',
  CITROEN: 'Citroën',
  CITROËN: 'Citroën',
  DAF: 'DAF',
  DS: 'DS',
  LDV: 'LDV',
  MAN: 'MAN',
  MCLAREN: 'McLaren',
  MG: 'MG',
  'MG MOTOR UK': 'MG',
  MINI: 'MINI',
  'ROLLS ROYCE': 'Rolls-Royce',
  SEAT: 'SEAT',
  SSANGYONG: 'SsangYong',
};

/** 'FORD' → 'Ford', 'MERCEDES-BENZ' → 'Mercedes-Benz', 'LAND ROVER' → 'Land Rover', 'BMW' → 'BMW'. */
export function makeAsUsuallyWritten(make: string): string {
  const key = make.trim().replace(/\s+/g, ' ').toUpperCase();
  return (
    MAKE_SPELLINGS[key] ??
    key
      .toLowerCase()
      .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  );
}

/** DVSA's 'Hybrid Electric (Clean)' and DVLA's 'ELECTRIC DIESEL' are hybrids; gas and steam are 'other'. */
export function providerFuel(fuelType: string | null | undefined): ProviderFuel {
  const fuel = (fuelType ?? '').trim().toLowerCase();
  if (fuel.includes('hybrid') || /^electric (diesel|petrol)$/.test(fuel)) return 'hybrid';
  if (fuel.startsWith('electric')) return 'electric';
  if (fuel.startsWith('petrol')) return 'petrol';
  if (fuel.startsWith('diesel')) return 'diesel';
  return 'other';
}

/**
 * The mark a GB/NI service is asked about, normalised as everywhere else ('WB19KFD'). An Irish
 * mark is null: neither DVSA nor DVLA holds Irish cars. One that is not a registration at all is
 * 'invalid' without spending a request.
 */
export function ukRegistration(input: string): string | null {
  const mark = normaliseRegistration(input);
  if (registrationKind(mark) === 'irish') return null;
  if (isValidRegistration(mark)) return mark;
  throw new VehicleDataError(`'${input}' is not a registration`, 'invalid');
}

/** YYYY-MM-DD from a date or timestamp; DVSA's older records wrote 2019.06.28. */
export function isoDay(value: string | null | undefined): string | null {
  const day = value?.slice(0, 10).replace(/\./g, '-');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
