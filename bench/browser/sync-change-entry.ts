// Runs in Chromium (bench/sync-change.bench.ts): one local change as the sync engine records it
// (recordChange: the basket row and its outbox entry in one Dexie transaction), the same change
// through the basket store (read, re-price, record), and a bare Dexie transaction writing the same
// two rows into the same tables. The three are interleaved, in turn, in one page and one run.
import type { ProductSummary } from '../../contract/catalogue/schemas';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { appDb } from '../../src/db/app-db';
import type { BasketRow } from '../../src/db/baskets';
import type { OutboxEntry } from '../../src/db/outbox';
import { lineInputOf, setLineQuantity } from '../../src/features/basket/basket-store';
import {
  emptyBasket,
  lineFromProduct,
  reprice,
  withQuantity,
  type PricingContext,
} from '../../src/features/basket/basket-row';
import { describeQuantity } from '../../src/features/basket/basket-words';
import { recordChange } from '../../src/sync/record-change';

const USER = '01936b2e-0000-7000-8000-0000000000aa';
const context: PricingContext = { services: [], isTrade: true };

function product(index: number): ProductSummary {
  const sku = String(100_001 + index);
  return {
    '@id': `/products/${sku}`,
    id: sku,
    sku,
    objectID: sku,
    slug: `brembo-front-pad-set-${sku}`,
    productName: `Brembo front brake pad set P 85 0${20 + index}`,
    mpn: `P 85 0${20 + index}`,
    brand: { name: 'Brembo', slug: 'brembo', logo: null },
    category: { id: '402', name: 'Brake pads', slug: 'brake-pads', path: 'braking/brake-pads' },
    attributes: [{ code: 'axle', label: 'Fitting position', value: 'Front axle' }],
    image: null,
    currency: 'GBP',
    price: 3895 + index * 250,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    taxRate: 2000,
    showOnWebsite: true,
    showAddToBasketButton: true,
  };
}

/** A basket of `lines` lines as the store keeps it, priced on the device. */
function basketRow(lines: number): BasketRow {
  const id = uuidv7();
  let basket = emptyBasket(id, 'GBP');
  basket = {
    ...basket,
    lines: Array.from({ length: lines }, (_, i) => lineFromProduct(uuidv7(), product(i), 1 + i, 'GBP')),
  };
  return {
    id,
    userId: USER,
    serverVersion: 3,
    provisional: true,
    updatedAt: new Date().toISOString(),
    basket: reprice(basket, context),
    pendingPromoCodes: [],
    order: null,
    orderPending: null,
    orderProblem: null,
  };
}

declare global {
  interface Window {
    runBench(lines: number, runs: number): Promise<Record<string, number[]>>;
  }
}

window.runBench = async (lines, runs) => {
  await appDb.open();
  await Promise.all([appDb.baskets.clear(), appDb.outbox.clear()]);
  const row = basketRow(lines);
  await appDb.baskets.put(row);
  const line = row.basket.lines[0];
  if (!line) throw new Error('The bench basket has no lines');

  /** The row and entry of the i-th change: line 1 set to a new quantity (built outside the timing). */
  const changeOf = (i: number) => {
    const quantity = 1 + (i % 9);
    const next: BasketRow = {
      ...row,
      basket: reprice(withQuantity(row.basket, line.id, quantity), context),
      provisional: true,
      updatedAt: new Date().toISOString(),
    };
    const change = {
      userId: USER,
      entity: 'basket',
      entityId: row.id,
      operation: 'basket.lines',
      payload: { lines: [lineInputOf({ ...line, quantity })] },
      description: describeQuantity(line, quantity),
    };
    return { next, change, quantity };
  };

  const cases: Record<string, (i: number) => Promise<unknown>> = {
    // The floor: the same two rows, in the same tables, in one transaction, nothing else.
    bareDexie: async (i) => {
      const { next, change } = changeOf(i);
      const entry: OutboxEntry = {
        ...change,
        id: uuidv7(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        createdAt: new Date().toISOString(),
      };
      await appDb.transaction('rw', appDb.baskets, appDb.outbox, async () => {
        await appDb.baskets.put(next);
        await appDb.outbox.add(entry);
      });
    },
    // The sync engine's path: recordChange with the store's row write.
    recordChange: async (i) => {
      const { next, change } = changeOf(i);
      await recordChange(
        [appDb.baskets],
        async () => {
          await appDb.baskets.put(next);
        },
        change,
      );
    },
    // The whole change as the basket screen makes it: read the row, re-price, record.
    basketStore: async (i) => setLineQuantity(row.id, line.id, changeOf(i).quantity, context),
  };
  const names = Object.keys(cases);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const warmUp = 30;
  for (let i = 0; i < warmUp + runs; i++) {
    // Each case in turn, starting from a different one each round, so drift hits all alike.
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length] as string;
      const run = cases[name] as (i: number) => Promise<unknown>;
      const started = performance.now();
      await run(i);
      const elapsed = performance.now() - started;
      if (i >= warmUp) samples[name]?.push(elapsed);
    }
  }
  return samples;
};
