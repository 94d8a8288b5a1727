// Runs in Chromium (bench/job-sheet.bench.ts): the job sheet of a 50-line work order (20 jobs from
// a vehicle's repair-time tree, 30 parts, made on the device by the real store) built by the real
// worker (makePrintWorker, as the editor's Print makes it), timed as the page sees it: from
// postMessage to the PDF's Blob. Beside it, in the same rounds:
// - an echo worker: the same ask in, as many bytes as the PDF back (the messaging alone);
// - pdfkit alone: the same two fonts, a one-line document (the library's fixed cost).
// While they run, the main thread is watched: long tasks (PerformanceObserver 'longtask', over
// 50 ms, whatever runs them), and the print's own two tasks there timed (posting the ask, which
// clones the work order; taking the answer and making the Blob).
import type { RepairTaskGroup } from '../../contract/repair-data/schemas';
import type { WorkOrder } from '../../contract/work-orders/schemas';
import { appDb } from '../../src/db/app-db';
import type { PrintAnswer, PrintAsk } from '../../src/print/build-document';
import type { JobSheetGarage } from '../../src/print/job-sheet/job-sheet-model';
import { makePrintWorker } from '../../src/print/use-print-document';
import { benchPart, chosenTasks, makeWorkOrder, settleAsServerCopy } from './work-order-fixture';

const USER = '01936b2e-0000-7000-8000-0000000000cc';
const GARAGE: JobSheetGarage = {
  name: 'Kirkstall Motor Works',
  address: ['12 Kirkstall Road', 'Leeds LS3 1LH'],
  phone: '0113 496 0000',
  vatNumber: 'GB 123 4567 89',
};

export type JobSheetCase = 'jobSheet' | 'echo' | 'pdfkitAlone';
const CASES: readonly JobSheetCase[] = ['jobSheet', 'echo', 'pdfkitAlone'];

export interface SetUpAnswer {
  jobs: number;
  items: number;
  /** The ask's work order as JSON, what the page clones into the worker. */
  askBytes: number;
}

export interface FirstPrint {
  /** From making the worker (its chunk fetched, compiled and run) to the PDF's Blob. */
  ms: number;
  pdfBytes: number;
  /** Long tasks (over 50 ms) on the main thread meanwhile: their durations. */
  longTasks: number[];
}

export interface CaseSamples {
  /** postMessage → the Blob, per build. */
  ms: number[];
  /** The worker's own time for it (build-job-sheet's `ms`), per build. */
  workerMs: number[];
  /** Long tasks (over 50 ms) on the main thread while it ran: their durations. */
  longTasks: number[];
  /** The longer of the print's own two main-thread tasks (posting the ask; taking the answer), per build. */
  mainThreadMs: number[];
}

export interface JobSheetBench {
  setUp(tree: RepairTaskGroup[], tecdocId: number, jobs: number, items: number): Promise<SetUpAnswer>;
  /** The first print of each case: its worker made now, its chunk loaded when asked. */
  firstPrint(kind: JobSheetCase): Promise<FirstPrint>;
  runBuilds(runs: number, warmUp: number): Promise<Record<JobSheetCase, CaseSamples>>;
}

declare global {
  interface Window {
    jobSheetBench: JobSheetBench;
  }
}

const makers: Record<JobSheetCase, () => Worker> = {
  jobSheet: makePrintWorker,
  echo: () => new Worker(new URL('./job-sheet-echo.worker.ts', import.meta.url), { type: 'module', name: 'echo' }),
  pdfkitAlone: () =>
    new Worker(new URL('./pdfkit-alone.worker.ts', import.meta.url), { type: 'module', name: 'pdfkit-alone' }),
};

let workOrder: WorkOrder;
let pdfBytes = 0;
let nextId = 1;
const workers = new Map<JobSheetCase, Worker>();
const longTasks: PerformanceEntry[] = [];

/** One print as usePrintDocument makes it: the ask posted, the answer's bytes made a Blob. */
function print(worker: Worker): Promise<{ ms: number; workerMs: number; bytes: number; mainThreadMs: number }> {
  const ask: PrintAsk & { echoBytes: number } = {
    id: nextId++,
    kind: 'job-sheet',
    workOrder,
    garage: GARAGE,
    currency: workOrder.currency,
    echoBytes: pdfBytes,
  };
  return new Promise((resolve, reject) => {
    let posting = 0;
    const started = performance.now();
    worker.onmessage = (event: MessageEvent<PrintAnswer>) => {
      const taking = performance.now();
      // Reading `data` is when the page takes the answer over (its bytes are moved, not copied).
      const answer = event.data;
      if (answer.type !== 'pdf') return reject(new Error(`The job sheet failed: ${answer.detail}`));
      const blob = new Blob([answer.pdf], { type: 'application/pdf' });
      const done = performance.now();
      resolve({
        ms: done - started,
        workerMs: answer.ms,
        bytes: blob.size,
        mainThreadMs: Math.max(posting, done - taking),
      });
    };
    worker.onerror = (event) => reject(new Error(`The worker stopped: ${event.message}`));
    worker.postMessage(ask);
    posting = performance.now() - started;
  });
}

const setUp: JobSheetBench['setUp'] = async (tree, tecdocId, jobs, items) => {
  await appDb.open();
  await Promise.all([appDb.workOrders.clear(), appDb.outbox.clear()]);
  const parts = Array.from({ length: items }, (_, i) => benchPart(i));
  const id = await makeWorkOrder({
    userId: USER,
    tree,
    tecdocId,
    vrm: 'WB19 KFD',
    tasks: chosenTasks(tree, jobs),
    parts,
  });
  workOrder = (await settleAsServerCopy(id)).workOrder;
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  return {
    jobs: workOrder.workOrderJobs.length,
    items: workOrder.workOrderItems.length,
    askBytes: JSON.stringify(workOrder).length,
  };
};

const firstPrint: JobSheetBench['firstPrint'] = async (kind) => {
  const started = performance.now();
  const worker = makers[kind]();
  workers.set(kind, worker);
  const printed = await print(worker);
  const ended = performance.now();
  if (kind === 'jobSheet') pdfBytes = printed.bytes;
  return { ms: ended - started, pdfBytes: printed.bytes, longTasks: await longTasksBetween(started, ended) };
};

/** The long tasks that overlap [from, to] (reported a little after they end: the observer is given a moment). */
async function longTasksBetween(from: number, to: number): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return longTasks
    .filter((task) => task.startTime < to && task.startTime + task.duration > from)
    .map((task) => task.duration);
}

const runBuilds: JobSheetBench['runBuilds'] = async (runs, warmUp) => {
  const samples = Object.fromEntries(
    CASES.map((kind) => [kind, { ms: [], workerMs: [], longTasks: [], mainThreadMs: [] } as CaseSamples]),
  ) as Record<JobSheetCase, CaseSamples>;
  const windows: { kind: JobSheetCase; from: number; to: number }[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    // Each round starts with a different case, so that drift falls on all alike.
    for (let k = 0; k < CASES.length; k++) {
      const kind = CASES[(i + k) % CASES.length] as JobSheetCase;
      const worker = workers.get(kind) ?? makers[kind]();
      workers.set(kind, worker);
      // A pause between prints, as between a mechanic's taps, so that one's tasks are its own.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const from = performance.now();
      const printed = await print(worker);
      const to = performance.now();
      if (i < warmUp) continue;
      samples[kind].ms.push(printed.ms);
      samples[kind].workerMs.push(printed.workerMs);
      samples[kind].mainThreadMs.push(printed.mainThreadMs);
      windows.push({ kind, from, to });
    }
  }
  await longTasksBetween(0, 0);
  for (const task of longTasks) {
    const end = task.startTime + task.duration;
    const during = windows.find((window_) => task.startTime < window_.to && end > window_.from);
    if (during) samples[during.kind].longTasks.push(task.duration);
  }
  return samples;
};

window.jobSheetBench = { setUp, firstPrint, runBuilds };
