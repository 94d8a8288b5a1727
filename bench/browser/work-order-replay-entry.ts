// Runs in Chromium, served by the real server from the API's own origin
// (bench/work-order-replay.bench.ts): work-order changes queued on the device by the store
// (changeWorkOrder) over several work orders, sent by the real replay engine, beside the same
// changes sent as plain sequential fetches: one request per change, and one request per work order
// (the engine's folding done by hand, to show what the engine itself costs).
import { catalogueRoutes } from '../../contract/catalogue/routes';
import { COOKIE_MODE, CSRF_HEADER, IDEMPOTENCY_HEADER, SESSION_MODE_HEADER } from '../../contract/http/headers';
import { routePath } from '../../contract/http/route';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import { repairDataRoutes } from '../../contract/repair-data/routes';
import type { RepairTaskGroup } from '../../contract/repair-data/schemas';
import type { WorkOrderChange } from '../../contract/work-orders/intents';
import { workOrderRoutes } from '../../contract/work-orders/routes';
import type { WorkOrder } from '../../contract/work-orders/schemas';
import { getConfig, initConfig } from '../../src/api/config';
import { getCsrfToken } from '../../src/api/csrf';
import { appDb } from '../../src/db/app-db';
import type { WorkOrderRow } from '../../src/db/work-orders';
import * as edits from '../../src/features/work-orders/work-order-edits';
import { registerWorkOrderOperations } from '../../src/features/work-orders/work-order-operations';
import { MAX_CHANGES_PER_REQUEST } from '../../src/features/work-orders/work-order-payloads';
import { changeWorkOrder } from '../../src/features/work-orders/work-order-store';
import { apiRequest } from '../../src/session/api-request';
import { login } from '../../src/session/session';
import { replayOutbox } from '../../src/sync/replay';
import { chosenTasks, makeWorkOrder } from './work-order-fixture';

export interface ReplayRunResult {
  changes: number;
  workOrders: number;
  ms: number;
  /** Of `ms`, waiting for the server: from each request sent until its answer's headers came. */
  fetchMs: number;
  /** Queuing them on the device through the store (not part of `ms`). */
  queueMs: number;
  /** HTTP requests the run sent. */
  requests: number;
  /** Entries still in the outbox afterwards (0 when every change went through). */
  left: number;
  /** The server's copies have what the device's copies showed once every change was made. */
  serverAgrees: boolean;
}

export interface WorkOrderReplayBench {
  setUp(
    email: string,
    password: string,
    tecdocId: number,
    skus: string[],
  ): Promise<{ sessionMode: string; tasks: number; products: number }>;
  replayRun(workOrders: number, changes: number): Promise<ReplayRunResult>;
  plainRun(workOrders: number, changes: number, folded: boolean): Promise<ReplayRunResult>;
}

declare global {
  interface Window {
    workOrderReplayBench: WorkOrderReplayBench;
  }
}

let userId = '';
let tecdoc = 0;
let tree: RepairTaskGroup[] = [];
let parts: { sku: string; part: { name: string; price: number; surcharge: number } }[] = [];
let labourRate = { id: 'standard', rate: 6500 };

const setUp: WorkOrderReplayBench['setUp'] = async (email, password, tecdocId, skus) => {
  localStorage.clear();
  initConfig();
  registerWorkOrderOperations();
  await appDb.open();
  await Promise.all([appDb.workOrders.clear(), appDb.outbox.clear(), appDb.conflicts.clear()]);
  userId = (await login({ email, password })).id;
  tecdoc = tecdocId;
  tree = (await apiRequest(repairDataRoutes.repairTasks, { query: { tecdocId: String(tecdocId) } }))['hydra:member'];
  const products = (await apiRequest(catalogueRoutes.productsBySkus, { body: { skus } }))['hydra:member'];
  parts = products.map((product) => ({
    sku: product.sku,
    part: { name: product.productName, price: product.price, surcharge: product.surcharge },
  }));
  const rates = (await apiRequest(workOrderRoutes.labourRates))['hydra:member'];
  if (rates[0]) labourRate = { id: rates[0].id, rate: rates[0].rate };
  return {
    sessionMode: getConfig().isCookies ? 'cookie' : 'bearer',
    tasks: chosenTasks(tree, 4).length,
    products: parts.length,
  };
};

const rowOf = async (id: string): Promise<WorkOrderRow> => {
  const row = await appDb.workOrders.get(id);
  if (!row) throw new Error(`Work order ${id} is not on the device`);
  return row;
};

/** Work orders of four jobs and the parts, made on the device and already on the server. */
async function readyWorkOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let w = 0; w < count; w++) {
    const vrm = `WB${String(10 + (w % 90))} KFD`;
    const lines = parts.map(({ sku, part }) => ({
      sku,
      part: { ...part, multipleOfSaleQuantity: 1, stockAvailability: null },
    }));
    const tasks = chosenTasks(tree, 4);
    ids.push(await makeWorkOrder({ userId, tree, tecdocId: tecdoc, vrm, tasks, parts: lines, labourRate }));
  }
  await replayOutbox();
  if ((await appDb.outbox.count()) > 0) throw new Error('The bench work orders did not reach the server');
  return ids;
}

/** The k-th change of a work order, in turn: a part's quantity, a job's time charged, the mileage. */
function changeOf(doc: WorkOrder, k: number, i: number): { changes: WorkOrderChange[]; description: string } {
  const item = doc.workOrderItems[k % doc.workOrderItems.length];
  const job = doc.workOrderJobs[k % doc.workOrderJobs.length];
  if (k % 3 === 0 && item) {
    const quantity = (item.quantity % 9) + 1;
    return { changes: edits.updateLine(doc, 'item', item.id, { quantity }), description: `${quantity} × part` };
  }
  const overrideTime = `01:${String(10 + (k % 50)).padStart(2, '0')}`;
  const timed = job ? edits.updateLine(doc, 'job', job.id, { overrideTime }) : [];
  if (k % 3 === 1 && timed.length) return { changes: timed, description: `Time for ${job?.description}` };
  return { changes: edits.setField(doc, 'mileage', 48_000 + i + 1), description: 'Change the mileage' };
}

/** Queues `changes` changes over the work orders, in turn (a morning's work on several bays, offline). */
async function queue(ids: string[], changes: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < changes; i++) {
    const id = ids[i % ids.length] as string;
    const { changes: made, description } = changeOf((await rowOf(id)).workOrder, Math.floor(i / ids.length), i);
    await changeWorkOrder(userId, id, made, description);
  }
  const queueMs = performance.now() - started;
  if ((await appDb.outbox.count()) !== changes) throw new Error('The changes were not all queued');
  return queueMs;
}

/** What the changes set, as a comparable text: the mileage, each part's quantity, each job's time charged. */
function projection(doc: WorkOrder): string {
  const items = doc.workOrderItems.map((item) => `${item.id}=${item.quantity}`).sort();
  const jobs = doc.workOrderJobs.map((job) => `${job.id}=${job.overrideTime}`).sort();
  return JSON.stringify([doc.mileage, items, jobs]);
}

async function serverAgrees(expected: Map<string, string>): Promise<boolean> {
  for (const [id, wanted] of expected) {
    const server = await apiRequest(workOrderRoutes.workOrder, { params: { id } });
    if (projection(server) !== wanted) return false;
  }
  return true;
}

async function expectedOf(ids: string[]): Promise<Map<string, string>> {
  return new Map(await Promise.all(ids.map(async (id) => [id, projection((await rowOf(id)).workOrder)] as const)));
}

const replayRun: WorkOrderReplayBench['replayRun'] = async (workOrders, changes) => {
  const ids = await readyWorkOrders(workOrders);
  const queueMs = await queue(ids, changes);
  const expected = await expectedOf(ids);
  let requests = 0;
  let fetchMs = 0;
  const fetchBefore = window.fetch;
  window.fetch = async (input, init) => {
    if (init?.method !== 'POST') return fetchBefore(input, init);
    requests += 1;
    const sent = performance.now();
    try {
      return await fetchBefore(input, init);
    } finally {
      fetchMs += performance.now() - sent;
    }
  };
  const started = performance.now();
  try {
    await replayOutbox();
  } finally {
    window.fetch = fetchBefore;
  }
  const ms = performance.now() - started;
  const left = await appDb.outbox.count();
  return { changes, workOrders, ms, fetchMs, queueMs, requests, left, serverAgrees: await serverAgrees(expected) };
};

const plainRun: WorkOrderReplayBench['plainRun'] = async (workOrders, changes, folded) => {
  const ids = await readyWorkOrders(workOrders);
  const queueMs = await queue(ids, changes);
  const expected = await expectedOf(ids);
  // The same intents the store queued, in the same order, taken out of the outbox.
  const entries = await appDb.outbox.orderBy('id').toArray();
  await appDb.outbox.clear();
  const requests: { id: string; changes: WorkOrderChange[] }[] = [];
  for (const entry of entries) {
    const made = (entry.payload as { changes: WorkOrderChange[] }).changes;
    // Folded: onto the work order's last request while it holds at most the server's 50 intents.
    const last = folded ? requests.findLast((request) => request.id === entry.entityId) : undefined;
    if (last && last.changes.length + made.length <= MAX_CHANGES_PER_REQUEST) last.changes.push(...made);
    else requests.push({ id: entry.entityId, changes: [...made] });
  }
  // What the transport sends in cookie mode for the same call: the same route, body and headers.
  const csrf = await getCsrfToken();
  const started = performance.now();
  let fetchMs = 0;
  for (const [i, request] of requests.entries()) {
    const sent = performance.now();
    const url = `${getConfig().baseUrl}${routePath(workOrderRoutes.changeWorkOrder, { id: request.id })}`;
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [SESSION_MODE_HEADER]: COOKIE_MODE,
        [CSRF_HEADER]: csrf,
        [IDEMPOTENCY_HEADER]: uuidv7(),
      },
      body: JSON.stringify({ changes: request.changes, device: 'Workbay bench' }),
    });
    fetchMs += performance.now() - sent;
    if (!response.ok) throw new Error(`Plain request ${i} failed: ${response.status} ${await response.text()}`);
    await response.json();
  }
  const ms = performance.now() - started;
  return {
    changes,
    workOrders,
    ms,
    fetchMs,
    queueMs,
    requests: requests.length,
    left: 0,
    serverAgrees: await serverAgrees(expected),
  };
};

window.workOrderReplayBench = { setUp, replayRun, plainRun };
