import { sql } from 'drizzle-orm';
import type { CreateQuote } from '../../../contract/quotes/schemas';
import { deterministicUuid } from '../deterministic-uuid';
import { featuredSkus as sku } from '../catalogue/featured';
import { queryRows, type Database } from '../../db/database';
import { demoUsers } from '../users/users';
import { createQuotesRepository, createQuotesService } from '../../modules/quotes/quotes.service';

interface DemoQuote {
  key: string;
  /** Days before today it was made (at 09:00 UTC, a minute later for each one before it that day). */
  daysAgo: number;
  quote: Omit<CreateQuote, 'id' | 'items' | 'validUntil'>;
  items: [sku: string, quantity: number, note?: string][];
}

const none = { vehicle: null, customerName: null, customerPhone: null };

/** A counter's and a workshop's week of quotes: the README and the browser tests point at the first. */
const demoQuotes: Record<string, DemoQuote[]> = {
  'trade@workbay.test': [
    {
      key: 'patel-focus-brakes',
      daysAgo: 2,
      quote: {
        name: 'Brake job – Mrs Patel’s Focus WB19 KFD',
        vehicle: { registration: 'WB19 KFD', description: 'Ford Focus Mk4 1.0 EcoBoost 125 (2019)' },
        customerName: 'Mrs A. Patel',
        customerPhone: '07700 900123',
      },
      items: [
        [sku.brakePadsFocus, 1, 'Front axle'],
        [sku.brakeDiscsFocus, 1, 'Front axle, worn below minimum'],
        [sku.fittingKitFocus, 1],
      ],
    },
    {
      key: 'transit-service-kit',
      daysAgo: 4,
      quote: {
        name: 'Service kit – Holroyd Plumbing Transit P4 RTS',
        vehicle: { registration: 'P4 RTS', description: 'Ford Transit Custom 2.0 EcoBlue 130' },
        customerName: 'Holroyd Plumbing Ltd',
        customerPhone: '0113 496 0456',
      },
      items: [
        [sku.engineOil, 2, 'Takes 6.2 litres: two 5 litre cans'],
        [sku.wiperBlade650, 2],
      ],
    },
    {
      key: 'transit-clutch',
      daysAgo: 9,
      quote: {
        name: 'Clutch and flywheel – Transit P4 RTS',
        vehicle: { registration: 'P4 RTS', description: 'Ford Transit Custom 2.0 EcoBlue 130' },
        customerName: 'Holroyd Plumbing Ltd',
        customerPhone: null,
      },
      items: [[sku.clutchTransit, 1, 'Dual-mass flywheel included']],
    },
    {
      // Made 20 days ago: it ran out six days ago, as an old quote does.
      key: 'whitaker-golf-oil',
      daysAgo: 20,
      quote: {
        name: 'Oil service – Mr Whitaker’s Golf WB16 GLF',
        vehicle: { registration: 'WB16 GLF', description: 'Volkswagen Golf Mk7 2.0 TDI 150 (2016)' },
        customerName: 'Mr D. Whitaker',
        customerPhone: null,
      },
      items: [
        [sku.oilFilterGolf, 1],
        [sku.engineOil, 1],
      ],
    },
    {
      key: 'counter-wipers',
      daysAgo: 0,
      quote: { name: 'Wiper blades – counter enquiry', ...none },
      items: [[sku.wiperBlade650, 2, 'Customer to confirm length']],
    },
  ],
  'trade.ie@workbay.test': [
    {
      key: 'murphy-corolla-service',
      daysAgo: 1,
      quote: {
        name: 'Service – Mr Murphy’s Corolla 191-D-12345',
        vehicle: { registration: '191-D-12345', description: 'Toyota Corolla 1.8 Hybrid (2019)' },
        customerName: 'Mr C. Murphy',
        customerPhone: '087 123 4567',
      },
      items: [
        [sku.engineOil, 1],
        [sku.wiperBlade650, 2],
      ],
    },
    {
      key: 'focus-front-pads',
      daysAgo: 6,
      quote: {
        name: 'Front pads – Focus, phone enquiry',
        vehicle: { registration: null, description: 'Ford Focus Mk4 1.0 EcoBoost 125' },
        customerName: null,
        customerPhone: null,
      },
      items: [
        [sku.trwPadsFocus, 1],
        [sku.fittingKitFocus, 1],
      ],
    },
  ],
};

/**
 * The demo's trade users' quotes, made through the quotes service (priced by the basket's
 * pricing, as any quote is), so the seed need not price anything. Ids and times are fixed by the
 * day: the same day makes the same quotes. A person with any quote is left alone (a demo quote
 * deleted stays deleted), so it runs at every start.
 */
export async function loadDemoQuotes(db: Database, today = new Date()): Promise<number> {
  let at = today;
  const service = createQuotesService({ db, quotes: createQuotesRepository(db), clock: () => at });
  let made = 0;
  for (const [email, quotes] of Object.entries(demoQuotes)) {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) continue;
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM quotes WHERE user_id = ${user.id}`,
    );
    if (!row || row.count > 0) continue;
    const auth = { userId: user.id, sessionId: 'demo', guest: false, exp: 0 };
    // A catalogue loaded before a featured part was added to the demo lacks it: that line is left out.
    const skus = [...new Set(quotes.flatMap((demo) => demo.items.map(([part]) => part)))];
    const known = new Set(
      (await queryRows<{ sku: string }>(db, sql`SELECT sku FROM products WHERE sku IN ${skus}`)).map((r) => r.sku),
    );
    for (const [index, demo] of quotes.entries()) {
      const items = demo.items.filter(([part]) => known.has(part));
      if (!items.length) continue;
      const day = new Date(`${today.toISOString().slice(0, 10)}T09:00:00Z`).getTime();
      // Never later than now (today's quote, before nine).
      at = new Date(Math.min(day - demo.daysAgo * 86_400_000 + index * 60_000, today.getTime()));
      await service.create(auth, {
        ...demo.quote,
        id: deterministicUuid(`quote:${email}:${demo.key}`),
        items: items.map(([part, quantity, note], line) => ({
          id: deterministicUuid(`quote:${email}:${demo.key}:${line}`),
          product: `/products/${part}`,
          quantity,
          note: note ?? null,
        })),
      });
      made += 1;
    }
  }
  return made;
}
