import { describe, expect, it } from 'vitest';
import type { VehicleDue } from '../../../../contract/vehicles-due/vehicles-due';
import { dueWords, vehiclesDueCsv } from '../../../../src/features/technician-figures/vehicles-due-csv';

const vehicle: VehicleDue = {
  vrm: 'WB19 KFD',
  vehicle: 'Ford Focus',
  customerName: 'Smith, Ann',
  customerPhone: '0113 496 0000',
  lastVisit: { date: '2026-11-03', workOrder: 'w1', workOrderNumber: 'WO-000012', mileage: 50_500 },
  mot: { dueDate: '2026-12-21', state: 'due' },
  service: {
    lastServiceDate: '2026-01-10',
    lastServiceMileage: 40_000,
    dueDate: '2027-01-10',
    dueMileage: 50_000,
    latestMileage: 50_500,
    by: 'mileage',
    state: 'overdue',
  },
  deferred: [{ itemName: 'Rear tyres', state: 'amber', followUp: '2026-12-15' }],
};

describe('the vehicles-due CSV', () => {
  it('says what is due in words', () => {
    expect(dueWords(vehicle)).toBe('MOT due 21/12/2026; Service overdue: due at 50,000 miles');
    expect(dueWords({ ...vehicle, service: null })).toBe('MOT due 21/12/2026');
  });

  it('has one line per vehicle for a mail-merge, UK dates, cells quoted where they must be', () => {
    const lines = vehiclesDueCsv([vehicle])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Registration,Vehicle,Customer,Phone,MOT due,MOT,Service due,Service due at miles,Service,Last service,' +
        'Last visit,Last visit work order,Last mileage,Deferred work',
    );
    expect(lines[1]).toBe(
      'WB19 KFD,Ford Focus,"Smith, Ann",0113 496 0000,21/12/2026,due,10/01/2027,50000,overdue by mileage,' +
        '10/01/2026,03/11/2026,WO-000012,50500,"Rear tyres (amber, from 15/12/2026)"',
    );
    expect(lines).toHaveLength(3);
  });
});
