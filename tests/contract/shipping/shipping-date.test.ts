import { describe, expect, it } from 'vitest';
import { shippingMessages } from '../../../contract/shipping/messages';
import type { ShippingService } from '../../../contract/shipping/schemas';
import { dayNumber, MAX_DAYS_AHEAD, shippingDateProblem, ukDateTime } from '../../../contract/shipping/shipping-date';

const service = (overrides: Partial<ShippingService>): ShippingService => ({
  code: 'x',
  name: 'Next-day delivery',
  description: '',
  priceExcTax: 0,
  taxRate: 2000,
  freeOverExcTax: null,
  tradeOnly: false,
  kind: 'delivery',
  status: 'active',
  leadDays: 1,
  cutOffTime: null,
  sundays: false,
  ...overrides,
});
const van = service({ name: 'Same-day van delivery', kind: 'van', tradeOnly: true, leadDays: 0, cutOffTime: '14:00' });
const collect = service({ name: 'Click and collect', kind: 'collect', leadDays: 0, sundays: true });
const tuesday10 = new Date('2026-03-10T10:00:00Z');

describe('shippingDateProblem', () => {
  it('accepts a date the service runs', () => {
    expect(shippingDateProblem(service({}), '2026-03-11', tuesday10, false)).toBeNull();
    expect(shippingDateProblem(collect, '2026-03-10', tuesday10, false)).toBeNull();
    expect(shippingDateProblem(collect, '2026-03-15', tuesday10, false)).toBeNull();
    expect(shippingDateProblem(van, '2026-03-10', tuesday10, true)).toBeNull();
  });

  it('refuses past dates, Sundays, days before the lead time and too far ahead', () => {
    expect(shippingDateProblem(service({}), '2026-03-09', tuesday10, false)).toBe(shippingMessages.pastDate);
    expect(shippingDateProblem(service({}), '2026-03-15', tuesday10, false)).toBe(shippingMessages.noSundays);
    expect(shippingDateProblem(service({}), '2026-03-10', tuesday10, false)).toBe(
      shippingMessages.earliest('Next-day delivery', '2026-03-11'),
    );
    expect(shippingDateProblem(service({}), '2026-06-30', tuesday10, false)).toBe(
      shippingMessages.tooFarAhead(MAX_DAYS_AHEAD),
    );
    expect(shippingDateProblem(service({}), '2026-02-30', tuesday10, false)).toBe(shippingMessages.invalidDate);
    expect(shippingDateProblem(service({ status: 'inactive' }), '2026-03-11', tuesday10, false)).toBe(
      shippingMessages.unknownService,
    );
  });

  it('keeps the van to trade accounts and to bookings before 14:00 UK time, summer time included', () => {
    expect(shippingDateProblem(van, '2026-03-10', tuesday10, false)).toBe(shippingMessages.tradeOnly);
    expect(shippingDateProblem(van, '2026-03-10', new Date('2026-03-10T13:59:00Z'), true)).toBeNull();
    expect(shippingDateProblem(van, '2026-03-10', new Date('2026-03-10T14:00:00Z'), true)).toBe(
      'Same-day van delivery must be booked before 14:00.',
    );
    expect(shippingDateProblem(van, '2026-03-11', new Date('2026-03-10T15:00:00Z'), true)).toBeNull();
    // 13:30 UTC on a July day is 14:30 in London (BST).
    expect(shippingDateProblem(van, '2026-07-07', new Date('2026-07-07T13:30:00Z'), true)).toBe(
      shippingMessages.vanCutOff,
    );
  });

  it("keeps the UK's clock as Intl's Europe/London does, hourly for 21 years and by the minute at each change", () => {
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const byIntl = (instant: number) => {
      const parts = Object.fromEntries(london.formatToParts(instant).map((part) => [part.type, part.value]));
      return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
    };
    const differing: string[] = [];
    const check = (instant: number) => {
      const ours = ukDateTime(new Date(instant));
      const theirs = byIntl(instant);
      if (ours.date !== theirs.date || ours.time !== theirs.time) differing.push(new Date(instant).toISOString());
    };
    const HOUR = 3_600_000;
    for (let instant = Date.UTC(2020, 0, 1); instant < Date.UTC(2041, 0, 1); instant += HOUR) check(instant);
    // Each change falls at 01:00 UTC on a Sunday in March or October: the minutes either side.
    for (let year = 2020; year <= 2040; year += 1)
      for (const month of [2, 9])
        for (let day = 25; day <= 31; day += 1)
          for (let minute = -90; minute <= 90; minute += 1) check(Date.UTC(year, month, day, 1, minute));
    expect(differing).toEqual([]);
  });

  it('reads the UK date, not the UTC one, around midnight in summer', () => {
    expect(ukDateTime(new Date('2026-07-06T23:30:00Z'))).toEqual({ date: '2026-07-07', time: '00:30' });
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('not a date')).toBeNull();
  });
});
