import { createRandom, stableHash, type Random } from '../../prng';

/**
 * What the demo's order history holds (issue 26: "six months of orders, about 150 each, with the
 * trade account's two branches"), drawn from a seed so every start draws the same: when each
 * order was made, for which account, how it travelled, the customer's reference, the vehicle and
 * the job its parts are for. The parts themselves are chosen from the catalogue when placed
 * (place-orders.ts), fitting the vehicle.
 */

/** A job's parts by category path, with how many a garage orders. */
export interface DemoJob {
  name: string;
  parts: { category: string; quantity: number; fuel?: 'petrol' | 'diesel' }[];
  /** Stock for the workshop's shelf, not for one car. */
  noVehicle?: boolean;
  /** How often it is ordered, against the others. */
  weight: number;
}

export const demoJobs: DemoJob[] = [
  {
    name: 'front brakes',
    weight: 14,
    parts: [
      { category: 'braking/brake-discs', quantity: 2 },
      { category: 'braking/brake-pads', quantity: 1 },
    ],
  },
  { name: 'brake pads', weight: 12, parts: [{ category: 'braking/brake-pads', quantity: 1 }] },
  {
    name: 'full service',
    weight: 12,
    parts: [
      { category: 'filters/oil-filters', quantity: 1 },
      { category: 'oils-and-fluids/engine-oil', quantity: 1 },
      { category: 'filters/air-filters', quantity: 1 },
      { category: 'filters/cabin-filters', quantity: 1 },
      { category: 'engine/spark-plugs', quantity: 4, fuel: 'petrol' },
      { category: 'filters/fuel-filters', quantity: 1, fuel: 'diesel' },
    ],
  },
  {
    name: 'oil service',
    weight: 14,
    parts: [
      { category: 'filters/oil-filters', quantity: 1 },
      { category: 'oils-and-fluids/engine-oil', quantity: 1 },
    ],
  },
  { name: 'wipers', weight: 6, parts: [{ category: 'wipers/wiper-blades', quantity: 2 }] },
  { name: 'headlight bulbs', weight: 5, parts: [{ category: 'lighting/headlight-bulbs', quantity: 2 }] },
  { name: 'battery', weight: 5, parts: [{ category: 'electrical/batteries', quantity: 1 }] },
  {
    name: 'cambelt',
    weight: 4,
    parts: [
      { category: 'engine/timing-belt-kits', quantity: 1 },
      { category: 'engine/water-pumps', quantity: 1 },
    ],
  },
  { name: 'clutch', weight: 3, parts: [{ category: 'clutch/clutch-kits', quantity: 1 }] },
  { name: 'rear shocks', weight: 3, parts: [{ category: 'suspension-and-steering/shock-absorbers', quantity: 2 }] },
  { name: 'drop links', weight: 4, parts: [{ category: 'suspension-and-steering/anti-roll-bar-links', quantity: 2 }] },
  { name: 'glow plugs', weight: 2, parts: [{ category: 'engine/glow-plugs', quantity: 4, fuel: 'diesel' }] },
  {
    name: 'workshop fluids',
    weight: 6,
    noVehicle: true,
    parts: [
      { category: 'oils-and-fluids/brake-fluid', quantity: 6 },
      { category: 'oils-and-fluids/screenwash', quantity: 4 },
      { category: 'oils-and-fluids/antifreeze', quantity: 2 },
    ],
  },
];

/** One demo user's history: their accounts, how many orders, and how they buy. */
export interface DemoBuyer {
  email: string;
  /** Trade accounts with their share of the orders; none for a retail customer. */
  accounts: { id: string; share: number }[];
  orders: number;
  /** Registrations their orders are for, from the demo's registered vehicles. */
  vehicles: string[];
}

export interface PlannedOrder {
  /** Its place in the buyer's history, 0 the oldest: the order's id is made from it. */
  index: number;
  accountId: string | null;
  createdAt: Date;
  shipping: 'same-day-van' | 'click-and-collect' | 'next-day-delivery';
  customerReference: string | null;
  vrm: string | null;
  job: DemoJob;
  cancelled: boolean;
}

const DAY = 24 * 3600 * 1000;

/** The reference of each trade user's newest demo order (placed today, invoiced). */
export const NAMED_REFERENCE = 'Job 4411';

function pickWeighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  let left = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A working day's moment, in UTC close enough to UK hours: 07:30 to 17:30, none on Sundays. */
function workingMoment(random: Random, day: Date): Date {
  const moment = new Date(day);
  if (moment.getUTCDay() === 0) moment.setUTCDate(moment.getUTCDate() - 1);
  moment.setUTCHours(7, 30, 0, 0);
  return new Date(moment.getTime() + random.int(0, 10 * 60) * 60_000);
}

/** A reference as a workshop writes it: its own job card, a purchase order, or none. */
function referenceOf(random: Random, trade: boolean): string | null {
  if (!trade) return null;
  const kind = random.next();
  if (kind < 0.45) return `Job ${random.int(3100, 4999)}`;
  if (kind < 0.7) return `PO ${random.int(20100, 21999)}`;
  return null;
}

/**
 * The buyer's orders, oldest first, spread over the 182 days before `today`, with the last few
 * made today (before `today`'s time) so today's deliveries are under way. About one in thirty
 * is cancelled.
 */
export function planDemoOrders(buyer: DemoBuyer, today: Date): PlannedOrder[] {
  const random = createRandom(stableHash(`demo-orders:${buyer.email}`));
  const trade = buyer.accounts.length > 0;
  const todays = trade ? 3 : 0;
  // A retail customer buys for their own car: no shelf stock, no jobs a garage does.
  const jobs = trade ? demoJobs : demoJobs.filter((job) => !job.noVehicle && job.weight >= 5);
  const planned: PlannedOrder[] = [];
  for (let index = 0; index < buyer.orders; index += 1) {
    const isToday = index >= buyer.orders - todays;
    const daysBack = isToday ? 0 : Math.floor(((buyer.orders - todays - index) / buyer.orders) * 182) + 1;
    const moment = isToday
      ? new Date(today.getTime() - (buyer.orders - index) * random.int(40, 70) * 60_000)
      : workingMoment(random, new Date(today.getTime() - daysBack * DAY));
    const job = pickWeighted(random, jobs);
    let share = random.next();
    const named = trade && index === buyer.orders - 1;
    // The named order is on the user's first account, the one active after logging in.
    const account = named
      ? buyer.accounts[0]
      : (buyer.accounts.find((candidate) => (share -= candidate.share) < 0) ?? buyer.accounts[0]);
    planned.push({
      index,
      accountId: account?.id ?? null,
      createdAt: moment,
      shipping: trade
        ? random.chance(0.75)
          ? 'same-day-van'
          : 'click-and-collect'
        : random.chance(0.6)
          ? 'next-day-delivery'
          : 'click-and-collect',
      // The newest of a trade user's orders has the reference the README and the browser tests name.
      customerReference: named ? NAMED_REFERENCE : referenceOf(random, trade),
      vrm: job.noVehicle ? null : random.pick(buyer.vehicles),
      job,
      cancelled: !isToday && random.chance(1 / 30),
    });
  }
  return planned;
}
