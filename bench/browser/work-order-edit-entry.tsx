// Runs in Chromium (bench/work-order-edit.bench.ts), on a 50-line work order (20 jobs from a
// vehicle's repair-time tree, 30 parts):
// - edit: one change through the store (changeWorkOrder: read the row, apply the intent, derive
//   prices and overlap, the row and its outbox entry in one transaction) beside a bare Dexie
//   transaction writing the same row and entry, and one that reads the row first, interleaved;
// - recompute: localCopy (apply one intent, then derive) and deriveLocally (prices, overlap, counts);
// - open: a bare Dexie get of the row, the editor's read (the row, its outbox entries and their
//   conflicts, as useWorkOrder reads them) and the real WorkOrderEditor rendered from the device
//   (offline, with the labour rates, custom jobs and tree kept on the device) until its jobs list
//   is in the DOM, interleaved.
// First, as in the app: zod told not to try compiling its parsers (src/app/zod-config.ts).
import '../../src/app/zod-config';
import '../../src/styles/base.css';
import '../../src/styles/layout.css';
import '../../src/styles/buttons.css';
import '../../src/styles/forms.css';
import '../../src/styles/feedback.css';
import '../../src/styles/cards.css';
import '../../src/styles/pages.css';
import '../../src/styles/lists.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { uuidv7 } from '../../contract/ids/uuid-v7';
import type { RepairTaskGroup } from '../../contract/repair-data/schemas';
import { initConfig } from '../../src/api/config';
import { createQueryClient } from '../../src/app/query-client';
import { appDb } from '../../src/db/app-db';
import { keepRead } from '../../src/db/saved-reads';
import type { OutboxEntry } from '../../src/db/outbox';
import type { WorkOrderRow } from '../../src/db/work-orders';
import { WorkOrderEditor } from '../../src/features/work-orders/components/work-order-editor';
import * as edits from '../../src/features/work-orders/work-order-edits';
import { deriveLocally } from '../../src/features/work-orders/work-order-local';
import { WORK_ORDER_ENTITY, workOrderOperations } from '../../src/features/work-orders/work-order-outbox';
import { changeWorkOrder, contextOf, workOrderStore } from '../../src/features/work-orders/work-order-store';
import { writeSession } from '../../src/session/session-storage';
import { entityChanges } from '../../src/sync/entity-changes-read';
import { benchPart, chosenTasks, copyOf, LABOUR_RATE, makeWorkOrder, settleAsServerCopy } from './work-order-fixture';

const USER = '01936b2e-0000-7000-8000-0000000000bb';
/** Changes waiting in the outbox on the work order that is opened. */
const WAITING = 5;

export interface SetUpAnswer {
  jobs: number;
  items: number;
  /** Jobs whose time overlap covered entirely. */
  covered: number;
  tasksInTree: number;
  rowBytes: number;
}

export interface WorkOrderEditBench {
  setUp(tree: RepairTaskGroup[], tecdocId: number, jobs: number, items: number): Promise<SetUpAnswer>;
  runEdits(runs: number): Promise<Record<string, number[]>>;
  runRecompute(runs: number): Promise<Record<string, number[]>>;
  runOpen(runs: number): Promise<Record<string, number[]>>;
  runEditToScreen(runs: number): Promise<Record<string, number[]>>;
}

declare global {
  interface Window {
    workOrderEditBench: WorkOrderEditBench;
  }
}

const ids = { base: '', bare: '', readWrite: '', store: '', open: '' };
let jobCount = 0;

const rowOf = async (id: string): Promise<WorkOrderRow> => {
  const row = await appDb.workOrders.get(id);
  if (!row) throw new Error(`Work order ${id} is not on the device`);
  return row;
};

/** The i-th edit of a work order as it stands: a part's quantity changed, as on the parts list. */
function editOf(row: WorkOrderRow, i: number) {
  const items = row.workOrder.workOrderItems;
  const item = items[i % items.length];
  if (!item) throw new Error('The bench work order has no parts');
  const quantity = (item.quantity % 9) + 1;
  return { changes: edits.updateLine(row.workOrder, 'item', item.id, { quantity }), description: `${quantity} × part` };
}

const setUp: WorkOrderEditBench['setUp'] = async (tree, tecdocId, jobs, items) => {
  localStorage.clear();
  initConfig();
  const exp = Math.floor(Date.now() / 1000) + 24 * 3600;
  writeSession({
    claims: { id: USER, email: 'bench@workbay.test', first_name: 'Bench', last_name: null, guest_user: false, exp },
  });
  await appDb.open();
  await Promise.all([appDb.workOrders.clear(), appDb.outbox.clear(), appDb.conflicts.clear()]);
  const tasks = chosenTasks(tree, jobs);
  const parts = Array.from({ length: items }, (_, i) => benchPart(i));
  ids.base = await makeWorkOrder({ userId: USER, tree, tecdocId, vrm: 'WB19 KFD', tasks, parts });
  const settled = await settleAsServerCopy(ids.base);
  ids.bare = await copyOf(settled);
  ids.readWrite = await copyOf(settled);
  ids.store = await copyOf(settled);
  ids.open = await copyOf(settled);
  for (let i = 0; i < WAITING; i++) {
    const { changes, description } = editOf(await rowOf(ids.open), i);
    await changeWorkOrder(USER, ids.open, changes, description);
  }
  // What the editor reads through the server while online, kept on the device for offline use.
  await keepRead(USER, 'work-orders/labour-rates', [{ ...LABOUR_RATE, name: 'Standard' }]);
  await keepRead(USER, 'work-orders/custom-jobs', []);
  await keepRead(USER, `work-orders/repair-tasks/${tecdocId}`, tree);
  jobCount = settled.workOrder.workOrderJobs.length;
  return {
    jobs: jobCount,
    items: settled.workOrder.workOrderItems.length,
    covered: settled.workOrder.workOrderJobs.filter((job) => job.calculatedTime === '00:00').length,
    tasksInTree: tree.reduce((n, group) => n + group.subgroups.reduce((m, sub) => m + sub.tasks.length, 0), 0),
    rowBytes: JSON.stringify(settled).length,
  };
};

/** Runs each case in turn, starting from a different one each round, so drift hits all alike. */
async function interleaved(
  cases: Record<string, (i: number) => Promise<number>>,
  runs: number,
  warmUp: number,
): Promise<Record<string, number[]>> {
  const names = Object.keys(cases);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < warmUp + runs; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length] as string;
      const elapsed = await (cases[name] as (i: number) => Promise<number>)(i);
      if (i >= warmUp) samples[name]?.push(elapsed);
    }
  }
  return samples;
}

/** Times `run` alone; whatever is prepared before it is not counted. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The row after the i-th edit (derived here, outside any timing) and its outbox entry. */
async function preparedEdit(id: string, i: number): Promise<{ next: WorkOrderRow; entry: OutboxEntry }> {
  const row = await rowOf(id);
  const { changes, description } = editOf(row, i);
  const now = new Date().toISOString();
  const local = workOrderStore.localCopy(row.workOrder, changes, row, now);
  const next: WorkOrderRow = { ...row, workOrder: local.doc, provisional: true, updatedAt: now };
  const entry: OutboxEntry = {
    id: uuidv7(),
    userId: USER,
    entity: WORK_ORDER_ENTITY,
    entityId: id,
    operation: workOrderOperations.changes,
    payload: { changes },
    description,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: now,
  };
  return { next, entry };
}

const runEdits: WorkOrderEditBench['runEdits'] = (runs) =>
  interleaved(
    {
      // The floor: the same row (derived beforehand) and entry, in the same tables, one transaction.
      bareDexie: async (i) => {
        const { next, entry } = await preparedEdit(ids.bare, i);
        return timed(() =>
          appDb.transaction('rw', appDb.workOrders, appDb.outbox, async () => {
            await appDb.workOrders.put(next);
            await appDb.outbox.add(entry);
          }),
        );
      },
      // The same, reading the row first in the transaction (an edit applies to the row as it is).
      bareReadWrite: async (i) => {
        const { next, entry } = await preparedEdit(ids.readWrite, i);
        return timed(() =>
          appDb.transaction('rw', appDb.workOrders, appDb.outbox, async () => {
            if (!(await appDb.workOrders.get(ids.readWrite))) throw new Error('The row has gone');
            await appDb.workOrders.put(next);
            await appDb.outbox.add(entry);
          }),
        );
      },
      // The store's path: read the row, apply and derive, the row and its entry in one transaction.
      changeWorkOrder: async (i) => {
        const { changes, description } = editOf(await rowOf(ids.store), i);
        return timed(() => changeWorkOrder(USER, ids.store, changes, description));
      },
    },
    runs,
    30,
  );

const runRecompute: WorkOrderEditBench['runRecompute'] = async (runs) => {
  const row = await rowOf(ids.base);
  const context = contextOf(row);
  const samples: Record<string, number[]> = { localCopy: [], deriveLocally: [] };
  for (let i = 0; i < 100 + runs; i++) {
    const { changes } = editOf(row, i);
    const now = new Date().toISOString();
    let started = performance.now();
    const copy = workOrderStore.localCopy(row.workOrder, changes, row, now);
    const copied = performance.now() - started;
    started = performance.now();
    deriveLocally(copy.doc, context);
    const derived = performance.now() - started;
    if (i >= 100) {
      samples.localCopy?.push(copied);
      samples.deriveLocally?.push(derived);
    }
  }
  return samples;
};

/** Renders the real editor into a fresh root: when its jobs list is in the DOM, its layout, when painted. */
async function renderEditor(id: string): Promise<{ inDom: number; layout: number; painted: number }> {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = createQueryClient();
  const root = createRoot(container);
  const listed = () => container.querySelectorAll('ul[aria-label="Jobs"] > li').length === jobCount;
  const started = performance.now();
  const inDom = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!listed()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
  root.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/work-orders/${id}`]}>
        <WorkOrderEditor id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const shown = await inDom;
  // What the browser's style and layout of the page take, forced at once (else in the next frame).
  const forced = performance.now();
  void document.body.offsetHeight;
  const layout = performance.now() - forced;
  // The frame after: its rendering steps (style, layout, paint) have run.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const painted = performance.now() - started;
  root.unmount();
  queryClient.clear();
  container.remove();
  // What the editor started and did not wait for (the failed reads offline) settles before the next case.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { inDom: shown, layout, painted };
}

const runOpen: WorkOrderEditBench['runOpen'] = async (runs) => {
  const painted: number[] = [];
  const layout: number[] = [];
  const samples = await interleaved(
    {
      bareGet: () => timed(() => appDb.workOrders.get(ids.open)),
      // useWorkOrder's two live reads: the row, and the entity's entries with their conflicts.
      editorRead: () => timed(() => Promise.all([appDb.workOrders.get(ids.open), entityChanges(ids.open)])),
      render: async () => {
        const rendered = await renderEditor(ids.open);
        painted.push(rendered.painted);
        layout.push(rendered.layout);
        return rendered.inDom;
      },
    },
    runs,
    10,
  );
  return { ...samples, renderLayout: layout.slice(-runs), renderPainted: painted.slice(-runs) };
};

/**
 * One edit to the screen (issue 42): in the rendered editor, a part's quantity typed and left (its
 * blur records the change, as a person's does), timed until the summary's total including VAT
 * shows the new figure, and until the frame after has painted. Quantities go 1 → 2 → 1, so every
 * edit changes the total.
 */
const runEditToScreen: WorkOrderEditBench['runEditToScreen'] = async (runs) => {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = createQueryClient();
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/work-orders/${ids.open}`]}>
        <WorkOrderEditor id={ids.open} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const total = () => container.querySelector('dd.wo-summary__total')?.textContent ?? '';
  const quantity = () => container.querySelector<HTMLInputElement>('ul[aria-label="Parts"] input[type="number"]');
  while (!quantity() || !total()) await new Promise((resolve) => setTimeout(resolve, 20));
  const inDom: number[] = [];
  const painted: number[] = [];
  const warm = 10;
  for (let i = 0; i < runs + warm; i++) {
    const input = quantity() as HTMLInputElement;
    const before = total();
    const started = performance.now();
    const shown = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (total() === before) return;
        observer.disconnect();
        resolve(performance.now() - started);
      });
      observer.observe(container, { childList: true, subtree: true, characterData: true });
    });
    input.value = input.value === '1' ? '2' : '1';
    // React's onBlur listens for focusout.
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    const ms = await shown;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (i >= warm) {
      inDom.push(ms);
      painted.push(performance.now() - started);
    }
  }
  root.unmount();
  queryClient.clear();
  container.remove();
  return { totalInDom: inDom, totalPainted: painted };
};

window.workOrderEditBench = { setUp, runEdits, runRecompute, runOpen, runEditToScreen };
