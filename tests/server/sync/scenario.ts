import { sql } from 'drizzle-orm';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Basket, LineInput } from '../../../contract/basket/schemas';
import { featuredSkus } from '../../../server/demo/catalogue/featured';
import { createRandom, stableHash, type Random } from '../../../server/prng';
import { queryRows } from '../../../server/db/database';
import { tuesdayMorning } from '../modules/basket/commerce-fixtures';
import { tokenClaims } from '../helpers/session';
import { FaultProxy, type FaultRates } from './fault-proxy';
import { Journal } from './journal';
import { ServerUnderTest, type SharedDatabase } from './server-under-test';
import { Tablet } from './tablet';

/**
 * The run: workshops whose tablets edit one basket together and people with a tablet of their
 * own, each basket edited, confirmed and paid on account, round after round, all through the
 * fault proxy, with the server restarted twice while requests are in flight.
 */
export interface UserPlan {
  email: string;
  password: string;
  tablets: number;
  currency: 'GBP' | 'EUR';
  /** Registered at the start (a retail customer of their own). */
  register?: { firstName: string; lastName: string };
}

export interface RunPlan {
  seed: number;
  users: UserPlan[];
  rounds: number;
  /** Changes each tablet makes per round. */
  edits: number;
  writeFaults: FaultRates;
  readFaults: FaultRates;
  keepMineChance: number;
  /** The restarts happen when this share of the expected writes has gone through the proxy. */
  restartAt: { outage: number; rolling: number };
}

export interface BasketRun {
  id: string;
  userId: string;
  currency: 'GBP' | 'EUR';
}

export interface RunResult {
  journal: Journal;
  proxy: FaultProxy;
  restarts: ('outage' | 'rolling')[];
  baskets: BasketRun[];
  userIds: string[];
  tablets: number;
  checkouts: Record<'fresh' | 'peer' | 'price', number>;
  ms: number;
}

/** Priced, sold online, and stocked below at every branch a run's people use. */
const skus = [
  featuredSkus.brakePadsFocus,
  featuredSkus.brakeDiscsFocus,
  featuredSkus.fittingKitFocus,
  featuredSkus.trwPadsFocus,
  featuredSkus.mintexPadsFocus,
  featuredSkus.pagidPadsFocus,
  featuredSkus.oilFilterGolf,
  featuredSkus.wiperBlade650,
  featuredSkus.engineOil,
];
const branches = [
  '01936b2e-0000-7000-8000-00000000b001',
  '01936b2e-0000-7000-8000-00000000b002',
  '01936b2e-0000-7000-8000-00000000b003',
];
const LINE_SLOTS = 6;
/** Today for the server's clock (a Tuesday), and the next working day. */
const shippingChoices = [
  { service: 'click-and-collect', date: '2026-03-10' },
  { service: 'next-day-delivery', date: '2026-03-11' },
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function post(
  port: number,
  path: string,
  body: object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A person's session, made straight at the server (sessions are not what this run tests). */
async function logIn(port: number, user: UserPlan): Promise<{ token: string; userId: string }> {
  if (user.register) {
    const registered = await post(port, '/users', { email: user.email, password: user.password, ...user.register });
    if (registered.status !== 201)
      throw new Error(`Registering ${user.email}: ${registered.status} ${JSON.stringify(registered.json)}`);
  }
  const answer = await post(port, '/auth', { email: user.email, password: user.password });
  if (answer.status !== 200) throw new Error(`Logging in ${user.email}: ${answer.status}`);
  const token = String(answer.json.token);
  return { token, userId: String(tokenClaims(token).id) };
}

async function stockEverywhere(database: SharedDatabase): Promise<void> {
  for (const branch of branches) {
    await queryRows(
      database.db,
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT ${branch}, id, 900 FROM products WHERE sku IN ${skus}
          ON CONFLICT (branch_id, product_id) DO UPDATE SET quantity = 900`,
    );
  }
}

/** The price rises while a person looks at their basket: their total is out of date. */
async function raisePrice(database: SharedDatabase, sku: string): Promise<void> {
  await queryRows(
    database.db,
    sql`UPDATE products SET price = price + 137, price_eur = price_eur + 161 WHERE sku = ${sku}`,
  );
}

const skuOf = (product: string) => product.replace('/products/', '');

export async function runManyTablets(database: SharedDatabase, plan: RunPlan): Promise<RunResult> {
  const started = Date.now();
  const journal = new Journal();
  const proxy = new FaultProxy(plan.seed, plan.writeFaults, plan.readFaults);
  const baseUrl = await proxy.listen();
  // The server's clock runs from a Tuesday morning, so today's collection and tomorrow's delivery are open.
  const clock = () => new Date(tuesdayMorning + (Date.now() - started));
  const server = new ServerUnderTest(database, clock, {
    up: (port) => proxy.addUpstream(port),
    down: (port) => proxy.removeUpstream(port),
  });
  const randomFor = (name: string): Random => createRandom(stableHash(`${plan.seed}|${name}`));
  const baskets: BasketRun[] = [];
  const checkouts = { fresh: 0, peer: 0, price: 0 };
  const tablets: Tablet[] = [];
  let restarting: Promise<void> = Promise.resolve();

  try {
    await server.start();
    await stockEverywhere(database);
    const people = [];
    for (const [index, user] of plan.users.entries()) {
      const group: Tablet[] = [];
      let userId = '';
      for (let t = 0; t < user.tablets; t += 1) {
        // Each tablet logs in for itself: several sessions of one person.
        const session = await logIn(server.port, t === 0 ? user : { ...user, register: undefined });
        userId = session.userId;
        const name = `u${index}t${t}`;
        const tablet = new Tablet({
          name,
          userId,
          token: session.token,
          baseUrl,
          seed: plan.seed,
          journal,
          keepMineChance: plan.keepMineChance,
        });
        tablet.start();
        group.push(tablet);
        tablets.push(tablet);
      }
      people.push({ user, userId, group, random: randomFor(`person ${index}`) });
    }

    const expectedWrites = plan.users.reduce((sum, user) => sum + plan.rounds * (user.tablets * plan.edits + 4), 0);
    const outageAt = Math.round(expectedWrites * plan.restartAt.outage);
    const rollingAt = Math.round(expectedWrites * plan.restartAt.rolling);
    proxy.onWrite = (count) => {
      // Not awaited: the request that crossed the mark is on its way to the closing server.
      if (count === outageAt) restarting = restarting.then(() => server.restart('outage'));
      if (count === rollingAt) restarting = restarting.then(() => server.restart('rolling'));
    };

    await Promise.all(
      people.map(async ({ user, userId, group, random }, index) => {
        for (let round = 0; round < plan.rounds; round += 1) {
          const basketId = uuidv7();
          baskets.push({ id: basketId, userId, currency: user.currency });
          const slots = Array.from({ length: LINE_SLOTS }, () => ({ id: uuidv7(), sku: random.pick(skus) }));
          const line = (slot: number, quantity: number): LineInput => {
            const chosen = slots[slot] ?? slots[0]!;
            return { id: chosen.id, product: `/products/${chosen.sku}`, quantity };
          };
          const [lead, ...peers] = group as [Tablet, ...Tablet[]];

          lead.queue({ kind: 'create', basketId, currency: user.currency, lines: [line(0, random.int(1, 3))] });
          await lead.idle();
          for (const peer of peers) await peer.pull(basketId);

          await Promise.all(
            group.map(async (tablet, position) => {
              const hand = randomFor(`person ${index} round ${round} tablet ${position}`);
              for (let edit = 0; edit < plan.edits; edit += 1) {
                await sleep(hand.int(0, 25));
                if (tablet.isIdle && hand.chance(0.35)) await tablet.pull(basketId);
                if (position === 0 && edit === 0)
                  tablet.queue({ kind: 'shipping', basketId, shipping: shippingChoices[0]! });
                else if (position === 0 && edit === 2) tablet.queue({ kind: 'promotion', basketId, code: 'BRAKES15' });
                else if (hand.chance(0.1))
                  tablet.queue({ kind: 'shipping', basketId, shipping: hand.pick(shippingChoices) });
                else {
                  const first = hand.int(0, LINE_SLOTS - 1);
                  const lines = [line(first, hand.chance(0.15) ? 0 : hand.int(1, 9))];
                  if (hand.chance(0.3))
                    lines.push(line((first + 1) % LINE_SLOTS, hand.chance(0.15) ? 0 : hand.int(1, 9)));
                  tablet.queue({ kind: 'lines', basketId, lines });
                }
              }
              await tablet.idle();
            }),
          );

          // Checkout: the lead looks at the basket and places the order at the total shown.
          // A basket left empty or without delivery (the person took another tablet's copy) is
          // mended first, as the person would before placing the order.
          let seen: Basket = await lead.pull(basketId);
          if (!seen.lines.length || !seen.shipping) {
            if (!seen.lines.length) lead.queue({ kind: 'lines', basketId, lines: [line(0, 1)] });
            if (!seen.shipping) lead.queue({ kind: 'shipping', basketId, shipping: shippingChoices[0]! });
            await lead.idle();
            seen = await lead.pull(basketId);
          }
          // Each person meets the twists in turn, so every run has some of each.
          const twists = peers.length ? (['peer', 'price', 'fresh'] as const) : (['price', 'fresh'] as const);
          const twist = twists[(index + round) % twists.length]!;
          checkouts[twist] += 1;
          if (twist === 'peer') {
            // Another tablet changes a line after the lead looked: the confirm's version is old.
            const peer = random.pick(peers);
            await peer.pull(basketId);
            peer.queue({ kind: 'lines', basketId, lines: [line(random.int(0, LINE_SLOTS - 1), random.int(1, 9))] });
            await peer.idle();
          } else if (twist === 'price') {
            await raisePrice(database, skuOf(random.pick(seen.lines).product));
          }
          const orderId = uuidv7();
          lead.queue({ kind: 'confirm', basketId, orderId, expectedTotalIncTax: seen.totals.totalIncTax });
          lead.queue({ kind: 'pay', basketId, orderId, paymentId: uuidv7(), currency: user.currency });
          await lead.idle();
        }
      }),
    );
    await restarting;
  } finally {
    await Promise.all(tablets.map((tablet) => tablet.stop()));
    await restarting.catch(() => undefined);
    await server.close();
    await proxy.close();
  }
  return {
    journal,
    proxy,
    restarts: [...server.restarts],
    baskets,
    userIds: [...new Set(baskets.map((basket) => basket.userId))],
    tablets: tablets.length,
    checkouts,
    ms: Date.now() - started,
  };
}
