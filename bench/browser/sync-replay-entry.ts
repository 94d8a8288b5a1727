// Runs in Chromium, served by the real server from the API's own origin
// (bench/sync-replay.bench.ts): a logged-in user's basket changes queued on the device by the basket
// store and sent by the real replay engine, beside plain sequential fetches of the same calls.
import { basketRoutes } from '../../contract/basket/routes';
import { catalogueRoutes } from '../../contract/catalogue/routes';
import type { ProductSummary } from '../../contract/catalogue/schemas';
import { COOKIE_MODE, CSRF_HEADER, IDEMPOTENCY_HEADER, SESSION_MODE_HEADER } from '../../contract/http/headers';
import { routePath } from '../../contract/http/route';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { getConfig, initConfig } from '../../src/api/config';
import { getCsrfToken } from '../../src/api/csrf';
import { appDb } from '../../src/db/app-db';
import type { BasketRow } from '../../src/db/baskets';
import { registerBasketOperations } from '../../src/features/basket/basket-operations';
import type { PricingContext } from '../../src/features/basket/basket-row';
import { addToBasket, lineInputOf, setLineQuantity, startBasket } from '../../src/features/basket/basket-store';
import { apiRequest } from '../../src/session/api-request';
import { login } from '../../src/session/session';
import { replayOutbox } from '../../src/sync/replay';

export interface RunResult {
  changes: number;
  ms: number;
  /** Queuing them on the device through the basket store (not part of `ms`). */
  queueMs?: number;
  /** Entries still in the outbox afterwards (0 when every change went through). */
  left: number;
  /** The server's basket has the quantities the device last set. */
  serverAgrees: boolean;
  /** HTTP requests the run sent (the engine folds consecutive line changes into one request). */
  requests?: number;
}

declare global {
  interface Window {
    setUp(
      email: string,
      password: string,
      skus: string[],
    ): Promise<{ userId: string; products: number; sessionMode: string }>;
    replayRun(changes: number): Promise<RunResult>;
    plainRun(changes: number): Promise<RunResult>;
  }
}

let userId = '';
let products: ProductSummary[] = [];
const context: PricingContext = { services: [], isTrade: true };

window.setUp = async (email, password, skus) => {
  localStorage.clear();
  initConfig();
  registerBasketOperations();
  userId = (await login({ email, password })).id;
  products = (await apiRequest(catalogueRoutes.productsBySkus, { body: { skus } }))['hydra:member'];
  return { userId, products: products.length, sessionMode: getConfig().isCookies ? 'cookie' : 'bearer' };
};

/** A basket with one line per product, made on the device and already sent to the server. */
async function readyBasket(): Promise<BasketRow> {
  const started = await startBasket(userId, false, 'GBP');
  for (const product of products) await addToBasket(started.id, product, 1, context);
  await replayOutbox();
  const row = await appDb.baskets.get(started.id);
  if (!row || (await appDb.outbox.count()) > 0) throw new Error('The bench basket did not reach the server');
  return row;
}

/** The i-th change: the lines in turn, each set to a new absolute quantity. */
function changeAt(row: BasketRow, i: number) {
  const lines = row.basket.lines;
  const line = lines[i % lines.length];
  if (!line) throw new Error('The bench basket has no lines');
  return { line, quantity: 2 + (Math.floor(i / lines.length) % 8) };
}

/** Whether the server's copy of the basket has exactly these quantities by line id. */
async function serverAgrees(basketId: string, expected: Map<string, number>): Promise<boolean> {
  const basket = await apiRequest(basketRoutes.basket, { params: { id: basketId } });
  return basket.lines.length === expected.size && basket.lines.every((line) => expected.get(line.id) === line.quantity);
}

window.replayRun = async (changes) => {
  const row = await readyBasket();
  const expected = new Map(row.basket.lines.map((line) => [line.id, line.quantity]));
  const queued = performance.now();
  for (let i = 0; i < changes; i++) {
    const { line, quantity } = changeAt(row, i);
    await setLineQuantity(row.id, line.id, quantity, context);
    expected.set(line.id, quantity);
  }
  const queueMs = performance.now() - queued;
  if ((await appDb.outbox.count()) !== changes) throw new Error('The changes were not all queued');
  let requests = 0;
  const fetchBefore = window.fetch;
  window.fetch = (input, init) => {
    if (init?.method === 'PUT') requests += 1;
    return fetchBefore(input, init);
  };
  const started = performance.now();
  try {
    await replayOutbox();
  } finally {
    window.fetch = fetchBefore;
  }
  const ms = performance.now() - started;
  return {
    changes,
    ms,
    queueMs,
    requests,
    left: await appDb.outbox.count(),
    serverAgrees: await serverAgrees(row.id, expected),
  };
};

window.plainRun = async (changes) => {
  const row = await readyBasket();
  const expected = new Map(row.basket.lines.map((line) => [line.id, line.quantity]));
  // What the transport sends in cookie mode for the same call: the same route, body and headers.
  const url = `${getConfig().baseUrl}${routePath(basketRoutes.updateBasket, { id: row.id })}`;
  const csrf = await getCsrfToken();
  let version = row.serverVersion;
  const started = performance.now();
  for (let i = 0; i < changes; i++) {
    const { line, quantity } = changeAt(row, i);
    const response = await fetch(url, {
      method: 'PUT',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [SESSION_MODE_HEADER]: COOKIE_MODE,
        [CSRF_HEADER]: csrf,
        [IDEMPOTENCY_HEADER]: uuidv7(),
      },
      body: JSON.stringify({ version, lines: [lineInputOf({ ...line, quantity })] }),
    });
    if (!response.ok) throw new Error(`Plain request ${i} failed: ${response.status} ${await response.text()}`);
    version = ((await response.json()) as { version: number }).version;
    expected.set(line.id, quantity);
  }
  const ms = performance.now() - started;
  return { changes, ms, left: 0, serverAgrees: await serverAgrees(row.id, expected) };
};
