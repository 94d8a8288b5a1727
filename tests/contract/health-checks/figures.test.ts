import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { healthCheckFigures, percentOf, weekOf, type CheckForFigures } from '../../../contract/health-checks/figures';

const price = (incTax: number) => ({ excTax: Math.round(incTax / 1.2), incTax });
const check = (over: Partial<CheckForFigures>): CheckForFigures => ({
  createdAt: '2026-11-30T09:00:00Z',
  technician: 'Dan Whitaker',
  workOrder: null,
  items: [],
  answers: [],
  sent: false,
  opened: false,
  ...over,
});

describe('the service manager’s numbers', () => {
  it('weeks start on Monday', () => {
    expect(weekOf('2026-11-30T00:00:00Z')).toBe('2026-11-30'); // a Monday
    expect(weekOf('2026-12-06T23:59:59Z')).toBe('2026-11-30'); // the Sunday after
    expect(weekOf('2026-12-07T08:00:00Z')).toBe('2026-12-07');
  });

  it('add up a hand-worked week of two technicians', () => {
    const checks = [
      // Dan: WO-1 checked twice (counts once), sent, opened; 1 red 2 amber; approved £142.80, declined one.
      check({
        workOrder: 'wo-1',
        items: [{ state: 'red' }, { state: 'amber' }, { state: 'amber' }, { state: 'green' }],
        answers: [
          { decision: 'approved', priceShown: price(14280) },
          { decision: 'declined', priceShown: price(9600) },
        ],
        sent: true,
        opened: true,
      }),
      check({ workOrder: 'wo-1', createdAt: '2026-12-02T10:00:00Z', items: [{ state: 'green' }] }),
      // Priya: WO-2 sent by phone, a later and an approval of £63.00.
      check({
        technician: 'Priya Shah',
        workOrder: 'wo-2',
        createdAt: '2026-12-04T15:30:00Z',
        items: [{ state: 'amber' }, { state: 'amber' }],
        answers: [
          { decision: 'later', priceShown: price(21000) },
          { decision: 'approved', priceShown: price(6300) },
        ],
        sent: true,
      }),
      // Last week: Priya, not sent.
      check({
        technician: 'Priya Shah',
        workOrder: 'wo-0',
        createdAt: '2026-11-26T12:00:00Z',
        items: [{ state: 'red' }],
      }),
    ];
    const workOrders = [
      { id: 'wo-1', createdAt: '2026-11-30T08:30:00Z' },
      { id: 'wo-2', createdAt: '2026-12-04T15:00:00Z' },
      { id: 'wo-3', createdAt: '2026-12-05T09:00:00Z' },
      { id: 'wo-4', createdAt: '2026-12-05T11:00:00Z' },
      { id: 'wo-0', createdAt: '2026-11-26T11:00:00Z' },
    ];
    const { rows, weeks } = healthCheckFigures(checks, workOrders);
    expect(rows.map((row) => [row.week, row.technician])).toEqual([
      ['2026-11-30', null],
      ['2026-11-30', 'Dan Whitaker'],
      ['2026-11-30', 'Priya Shah'],
      ['2026-11-23', null],
      ['2026-11-23', 'Priya Shah'],
    ]);
    expect(rows[0]).toEqual({
      week: '2026-11-30',
      technician: null,
      checks: 3,
      workOrdersWithCheck: 2,
      sent: 2,
      opened: 1,
      answered: 2,
      red: 1,
      amber: 4,
      approved: 2,
      approvedIncTax: 20580,
      declined: 1,
      deferred: 1,
    });
    expect(rows[1]).toMatchObject({ checks: 2, workOrdersWithCheck: 1, approvedIncTax: 14280, declined: 1 });
    expect(weeks).toEqual([
      { week: '2026-11-30', workOrders: 4, withCheckSent: 2 },
      { week: '2026-11-23', workOrders: 1, withCheckSent: 0 },
    ]);
    expect(percentOf(2, 4)).toBe('50%');
    expect(percentOf(0, 0)).toBe('–');
  });

  it('the garage’s row of a week is the sum of its technicians’ rows', () => {
    const anyCheck = fc.record({
      createdAt: fc
        .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
        .map((ms) => new Date(ms).toISOString()),
      technician: fc.option(fc.constantFrom('Dan Whitaker', 'Priya Shah', 'Tom Byrne'), { nil: null }),
      workOrder: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
      items: fc.array(fc.record({ state: fc.constantFrom('red', 'amber', 'green', 'na', 'not-checked' as const) })),
      answers: fc.array(
        fc.record({
          decision: fc.constantFrom('approved', 'declined', 'later' as const),
          priceShown: fc.option(fc.integer({ min: 0, max: 500_000 }).map(price), { nil: null }),
        }),
      ),
      sent: fc.boolean(),
      opened: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyCheck, { maxLength: 40 }), (checks) => {
        const { rows } = healthCheckFigures(checks, []);
        for (const garage of rows.filter((row) => row.technician === null)) {
          const own = rows.filter((row) => row.week === garage.week && row.technician !== null);
          for (const field of [
            'checks',
            'sent',
            'opened',
            'answered',
            'red',
            'amber',
            'approved',
            'approvedIncTax',
            'declined',
            'deferred',
          ] as const)
            expect(own.reduce((sum, row) => sum + row[field], 0)).toBe(garage[field]);
        }
      }),
    );
  });
});
