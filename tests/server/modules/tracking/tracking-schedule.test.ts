import { describe, expect, it } from 'vitest';
import { planTracking, type TrackedOrder } from '../../../../server/modules/tracking/tracking-schedule';
import { trackingAsOf } from '../../../../server/modules/tracking/tracking-view';

const leeds = { name: 'Leeds Kirkstall', country: 'GBR' };
const dublin = { name: 'Dublin Ballymount', country: 'IRL' };
const at = (time: string) => new Date(`2026-11-27T${time}:00Z`);

const vanOrder: TrackedOrder = {
  id: '01936b2e-0000-7000-8000-0000000a0001',
  placedAt: at('07:30'),
  method: 'van',
  deliveryDay: '2026-11-27',
  branch: leeds,
};

const kindsAt = (order: TrackedOrder, time: Date, cancelledAt: Date | null = null) =>
  trackingAsOf(planTracking(order), { cancelledAt }, time)?.events.map((event) => event.kind) ?? [];

describe('an order’s tracking through the day', () => {
  const schedule = planTracking(vanOrder);
  const timeOf = (kind: string) => schedule.find((event) => event.kind === kind)!.at;

  it('shows nothing before the order was placed, then only what has happened by now', () => {
    expect(trackingAsOf(schedule, { cancelledAt: null }, at('07:29'))).toBeNull();
    expect(kindsAt(vanOrder, at('07:30'))).toEqual(['received']);
    expect(kindsAt(vanOrder, timeOf('picking'))).toEqual(['received', 'picking']);
    expect(kindsAt(vanOrder, timeOf('loaded'))).toEqual(['received', 'picking', 'loaded']);
    const out = trackingAsOf(schedule, { cancelledAt: null }, timeOf('out-for-delivery'))!;
    expect(out.status).toBe('on-the-way');
    expect(out.events.at(-1)).toMatchObject({ kind: 'out-for-delivery', description: 'Out for delivery' });
    expect(out.window).not.toBeNull();
    const end = schedule.at(-1)!;
    const done = trackingAsOf(schedule, { cancelledAt: null }, new Date(end.at.getTime() + 1))!;
    expect(done.events).toHaveLength(5);
    expect(done.status).toBe(end.kind === 'delivered' ? 'delivered' : 'attempted');
    // The same screen late in the evening: nothing new has been made up.
    expect(trackingAsOf(schedule, { cancelledAt: null }, at('23:00'))).toEqual(done);
  });

  it('draws the same day for the same order, in time order, with a one-hour window after it leaves', () => {
    expect(planTracking(vanOrder)).toEqual(schedule);
    const times = schedule.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const window = schedule.find((event) => event.kind === 'out-for-delivery')!.details.window!;
    const from = Date.parse(window.from);
    expect(Date.parse(window.to) - from).toBe(3600_000);
    expect(new Date(from).getUTCMinutes()).toBe(0);
    expect(from).toBeGreaterThan(timeOf('out-for-delivery').getTime());
    // Picked, loaded and out within about 35 minutes of the order.
    expect(timeOf('out-for-delivery').getTime() - vanOrder.placedAt.getTime()).toBeLessThan(36 * 60_000);
    const end = schedule.at(-1)!;
    expect(end.at.getTime()).toBeGreaterThanOrEqual(from);
    expect(end.at.getTime()).toBeLessThan(Date.parse(window.to));
  });

  it('names the branch’s driver and van, and an Irish branch’s van has an Irish plate', () => {
    const loaded = schedule.find((event) => event.kind === 'loaded')!.details;
    expect(['Dave Pearson', 'Gary Holmes', 'Shaun Wilkinson']).toContain(loaded.driver);
    expect(loaded.vanRegistration).toMatch(/^Y[A-Z]\d{2} [A-Z]{3}$/);
    const irish = planTracking({ ...vanOrder, branch: dublin }).find((event) => event.kind === 'loaded')!.details;
    expect(irish.vanRegistration).toMatch(/^\d{3}-D-\d{1,6}$/);
  });

  it('ends delivered and signed for, or attempted with the reason, about one van in forty attempted', () => {
    const ends = Array.from({ length: 400 }, (_, index) =>
      planTracking({ ...vanOrder, id: `01936b2e-0000-7000-8000-${String(index).padStart(12, '0')}` }).at(-1)!,
    );
    const attempted = ends.filter((end) => end.kind === 'attempted');
    expect(attempted.length).toBeGreaterThan(0);
    expect(attempted.length).toBeLessThan(40);
    for (const end of attempted) expect(end.details.reason).toBeTruthy();
    for (const end of ends.filter((candidate) => candidate.kind === 'delivered')) {
      expect(end.details.signedBy).toMatch(/^[A-Z]\. \S+$/);
    }
  });

  it('a parcel goes with DPD in its words, and is delivered on its day inside the window', () => {
    const parcel = planTracking({ ...vanOrder, method: 'parcel', placedAt: at('14:10'), branch: null });
    expect(parcel.map((event) => event.kind)).toEqual([
      'received',
      'picking',
      'dispatched',
      'at-depot',
      'out-for-delivery',
      expect.stringMatching(/^(delivered|attempted)$/),
    ]);
    expect(parcel[2]!.details).toMatchObject({ carrier: 'DPD', description: 'Your parcel has been collected by DPD' });
    expect(parcel[4]!.details.parcelNumber).toMatch(/^\d{14}$/);
    const end = parcel.at(-1)!;
    expect(end.at.toISOString().slice(0, 10)).toBe('2026-11-28');
    const window = parcel[4]!.details.window!;
    expect(end.at.getTime()).toBeGreaterThanOrEqual(Date.parse(window.from));
    expect(end.at.getTime()).toBeLessThan(Date.parse(window.to));
  });

  it('a collection is ready at the branch, then collected', () => {
    const collect = planTracking({ ...vanOrder, method: 'collect' });
    expect(collect.map((event) => event.kind)).toEqual(['received', 'picking', 'ready-to-collect', 'collected']);
    expect(collect[2]!.details.description).toBe('Ready to collect at Leeds Kirkstall');
  });

  it('a cancelled order stops where it was cancelled', () => {
    const cancelled = trackingAsOf(schedule, { cancelledAt: at('07:36') }, at('12:00'))!;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.map((event) => event.kind).at(-1)).toBe('cancelled');
    expect(cancelled.events.some((event) => event.kind === 'delivered')).toBe(false);
    // Before it was cancelled, it was still on its way.
    expect(trackingAsOf(schedule, { cancelledAt: at('07:36') }, at('07:35'))!.status).toBe('processing');
  });
});
