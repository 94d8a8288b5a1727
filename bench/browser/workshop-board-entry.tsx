// Runs in Chromium (bench/workshop-board.bench.ts): the workshop board of 20 bays' technicians and
// 200 work orders, drawn by the real BoardColumns (the /workshop page's columns and cards) with the
// app's styles. One draw: from asking React to render the board until the frame is painted. Also
// timed: the board drawn again with a new version (one job moved, a poll's answer).
import '../../src/app/zod-config';
import '../../src/styles/base.css';
import '../../src/styles/layout.css';
import '../../src/styles/buttons.css';
import '../../src/styles/forms.css';
import '../../src/styles/feedback.css';
import '../../src/styles/cards.css';
import '../../src/styles/pages.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { boardStatuses } from '../../contract/workshop-board/board-status';
import type { WorkshopBoard } from '../../contract/workshop-board/schemas';
import { BoardColumns } from '../../src/features/workshop-board/components/workshop-board-page';

export interface WorkshopBoardBench {
  setUp(bays: number, workOrders: number): { technicians: number; workOrders: number; nodes: number };
  run(runs: number): Promise<Record<string, number[]>>;
}

declare global {
  interface Window {
    workshopBoardBench: WorkshopBoardBench;
  }
}

const id = (kind: number, n: number) =>
  `0193${String(kind).padStart(4, '0')}-0000-7000-8000-${String(n).padStart(12, '0')}`;
const makes = [
  ['Ford', 'Focus Mk4'],
  ['Vauxhall', 'Corsa F'],
  ['Toyota', 'Yaris 1.5'],
  ['Volkswagen', 'Golf Mk8'],
];

function boardOf(bays: number, count: number, version: string, moved = -1): WorkshopBoard {
  const now = Date.now();
  const technicians = Array.from({ length: bays }, (_, t) => ({
    id: id(1, t),
    name: `Technician ${t + 1}`,
    role: 'technician' as const,
    clockedOn:
      t % 4 === 3
        ? null
        : {
            kind: 'job' as const,
            workOrder: id(2, t),
            job: id(3, t),
            reason: null,
            since: new Date(now - (t + 1) * 600_000).toISOString(),
          },
    onShiftSince: new Date(now - 4 * 3_600_000).toISOString(),
  }));
  const workOrders = Array.from({ length: count }, (_, w) => {
    const running = w < bays && w % 4 !== 3;
    const [make, model] = makes[w % makes.length]!;
    return {
      id: id(2, w),
      workOrderNumber: `WO-${String(w + 1).padStart(6, '0')}`,
      status: 'pending' as const,
      boardStatus: running ? ('in-progress' as const) : boardStatuses[w % boardStatuses.length]!,
      vrm: `WB${String(10 + (w % 60)).padStart(2, '0')} ${String.fromCharCode(65 + (w % 26))}KD`,
      make: make ?? null,
      model: model ?? null,
      customerName: `Customer ${w}`,
      numberOfJobs: 1 + (w % 3),
      assignedTo: w === moved ? id(1, 0) : w % 5 === 4 ? null : id(1, w % bays),
      clockedOn: running
        ? [{ technician: id(1, w), job: id(3, w), since: new Date(now - (w + 1) * 600_000).toISOString() }]
        : [],
      workedBy: running ? [id(1, w)] : [],
      closedMinutes: 0,
      createdAt: new Date(now - w * 60_000).toISOString(),
    };
  });
  return {
    date: '2026-03-02',
    timeZone: 'Europe/London',
    version,
    technicians,
    workOrders,
    nextDue: workOrders
      .filter((w) => w.clockedOn.length === 0)
      .slice(0, 10)
      .map((w) => w.id),
  };
}

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const noMove = () => {};
let root: Root | null = null;
let size = { bays: 20, workOrders: 200 };
const container = document.createElement('main');
container.className = 'page';
document.body.append(container);

function draw(board: WorkshopBoard) {
  flushSync(() => root!.render(<BoardColumns board={board} view="technician" disabled={false} onMove={noMove} />));
}

window.workshopBoardBench = {
  setUp(bays, workOrders) {
    size = { bays, workOrders };
    root = createRoot(container);
    draw(boardOf(bays, workOrders, 'v0'));
    const nodes = container.querySelectorAll('*').length;
    root.unmount();
    root = null;
    return { technicians: bays, workOrders, nodes };
  },
  async run(runs) {
    const samples: Record<string, number[]> = { drawInDom: [], drawPainted: [], updatePainted: [] };
    for (let run = 0; run < runs; run += 1) {
      await painted();
      const board = boardOf(size.bays, size.workOrders, `v${run}`);
      const start = performance.now();
      root = createRoot(container);
      draw(board);
      samples.drawInDom!.push(performance.now() - start);
      await painted();
      samples.drawPainted!.push(performance.now() - start);
      // A poll's answer with one job moved: the board drawn again.
      const next = boardOf(size.bays, size.workOrders, `v${run}b`, (run * 7) % size.workOrders);
      const again = performance.now();
      draw(next);
      await painted();
      samples.updatePainted!.push(performance.now() - again);
      root.unmount();
      root = null;
    }
    return samples;
  },
};
