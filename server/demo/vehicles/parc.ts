/** The parc's shape: which makes and colours, and when a variant could have been registered. */
import type { DemoVariant } from '../../providers/car-parc';
import { addYears, dayOf } from './dates';
import type { Weighted } from './weighted';

/** Roughly the makes' shares of the UK parc. */
export const makeWeights: Weighted<string> = [
  ['Ford', 14],
  ['Vauxhall', 11],
  ['Volkswagen', 11],
  ['BMW', 7],
  ['Toyota', 7],
  ['Mercedes-Benz', 6],
  ['Audi', 6],
  ['Nissan', 6],
  ['Kia', 6],
  ['Peugeot', 5],
  ['Hyundai', 4],
  ['Skoda', 4],
  ['Renault', 3],
  ['Citroën', 3],
  ['SEAT', 3],
  ['MINI', 3],
  ['Honda', 2],
  ['Land Rover', 2],
  ['Volvo', 2],
  ['Dacia', 2],
  ['Fiat', 2],
  ['Mazda', 2],
  ['Tesla', 1],
];

/** The commonest colours of UK cars, by share. */
export const colours: Weighted<string> = [
  ['Grey', 22],
  ['Black', 18],
  ['White', 16],
  ['Blue', 14],
  ['Silver', 12],
  ['Red', 10],
  ['Green', 2],
  ['Orange', 2],
  ['Brown', 1],
  ['Beige', 1],
  ['Yellow', 1],
  ['Bronze', 1],
];

/** The days a variant could have been registered on: its production years, the last 18 years, before today. */
export function registrationWindow(variant: DemoVariant, today: string): [number, number] | null {
  const todayDay = dayOf(today);
  const from = Math.max(dayOf(`${variant.yearFrom}-01-01`), dayOf(addYears(today, -18)));
  const to = Math.min(variant.yearTo === null ? todayDay - 1 : dayOf(`${variant.yearTo}-12-31`), todayDay - 1);
  return from <= to ? [from, to] : null;
}
