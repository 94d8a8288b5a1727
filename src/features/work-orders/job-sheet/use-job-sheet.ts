import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { JobSheetAnswer, JobSheetAsk } from './build-job-sheet';
import type { JobSheetGarage } from './job-sheet-model';

/**
 * Print a work order's job sheet: the PDF is built in a worker (job-sheet.worker.ts) made on the
 * first print, not before, so pdfkit never loads with the page; the worker stays for later prints
 * and ends with the component. The bytes come back as a file, WO-000123-job-sheet.pdf, saved
 * through a link (a window opened after the build would be blocked as a pop-up) whose address is
 * let go a minute later, once the browser has the file.
 */
export type JobSheetState = 'idle' | 'building' | 'ready' | 'error';

export interface JobSheetOptions {
  /** Makes the worker; tests hand in their own. */
  makeWorker?: () => Worker;
  /** Hands the file to the person; by default a download link. */
  save?: (url: string, fileName: string) => void;
}

const REVOKE_AFTER_MS = 60_000;
const STOPPED = 'The job sheet could not be made on this device. Please reload the page and try again.';

/** The job sheet's worker, as the app makes it (bench/job-sheet.bench.ts times this one). */
export const makeJobSheetWorker = () =>
  new Worker(new URL('./job-sheet.worker.ts', import.meta.url), { type: 'module', name: 'workbay-job-sheet' });

function saveThroughLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

type Waiting = (answer: JobSheetAnswer | { type: 'stopped'; message: string }) => void;

export function useJobSheet({ makeWorker = makeJobSheetWorker, save = saveThroughLink }: JobSheetOptions = {}) {
  const [state, setState] = useState<JobSheetState>('idle');
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const waiting = useRef(new Map<number, Waiting>());
  const nextId = useRef(1);
  const latest = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = waiting.current;
    return () => {
      mounted.current = false;
      worker.current?.terminate();
      worker.current = null;
      for (const answer of pending.values()) answer({ type: 'stopped', message: STOPPED });
      pending.clear();
    };
  }, []);

  const ensureWorker = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const made = makeWorker();
    made.onmessage = (event: MessageEvent<JobSheetAnswer>) => {
      const answer = event.data;
      waiting.current.get(answer.id)?.(answer);
      waiting.current.delete(answer.id);
    };
    // The worker failed to load or crashed: every sheet waiting fails, and the next print starts a new one.
    made.onerror = (event) => {
      event.preventDefault();
      made.terminate();
      if (worker.current === made) worker.current = null;
      for (const answer of waiting.current.values()) answer({ type: 'stopped', message: STOPPED });
      waiting.current.clear();
    };
    worker.current = made;
    return made;
  }, [makeWorker]);

  const print = useCallback(
    async (workOrder: WorkOrder, garage: JobSheetGarage): Promise<void> => {
      const id = nextId.current++;
      latest.current = id;
      setState('building');
      setError(null);
      const answer = await new Promise<Parameters<Waiting>[0]>((resolve) => {
        try {
          waiting.current.set(id, resolve);
          const ask: JobSheetAsk = { id, workOrder, garage, currency: workOrder.currency };
          ensureWorker().postMessage(ask);
        } catch {
          waiting.current.delete(id);
          resolve({ type: 'stopped', message: STOPPED });
        }
      });
      // Only the last print asked for speaks to the screen; an earlier one still hands over its file.
      const current = mounted.current && latest.current === id;
      if (answer.type === 'pdf') {
        const url = URL.createObjectURL(new Blob([answer.pdf], { type: 'application/pdf' }));
        save(url, answer.fileName);
        setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
        if (current) setState('ready');
        return;
      }
      if (current) {
        setError(answer.message);
        setState('error');
      }
    },
    [ensureWorker, save],
  );

  return { print, state, error };
}
