import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintAnswer, PrintAsk, PrintKind, PrintRequest } from './build-document';

/**
 * Print a document (a work order's job sheet or its customer's copy, a quote): the PDF is built
 * in a worker (print.worker.ts) made on the first print, not before, so pdfkit never loads with
 * the page; the worker stays for later prints and ends with the component. The bytes come back as
 * a file (WO-000123-job-sheet.pdf, WO-000123-customer-copy.pdf, quote-brake-job.pdf) saved through
 * a link (a window opened after the build would be blocked as a pop-up) whose address is let go a
 * minute later, once the browser has the file. Only type imports reach build-document.ts: its code
 * and pdfkit load in the worker.
 */
export type PrintState = 'idle' | 'building' | 'ready' | 'error';

export interface PrintOptions {
  /** Makes the worker; tests hand in their own. */
  makeWorker?: () => Worker;
  /** Hands the file to the person; by default a download link. */
  save?: (url: string, fileName: string) => void;
}

const REVOKE_AFTER_MS = 60_000;
const RELOAD = 'could not be made on this device. Please reload the page and try again.';
/** When the worker cannot load or stops: what could not be made. */
const STOPPED: Record<PrintKind, string> = {
  'job-sheet': `The job sheet ${RELOAD}`,
  'customer-copy': `The customer’s copy ${RELOAD}`,
  quote: `The quote’s PDF ${RELOAD}`,
};

/** The documents' worker, as the app makes it (bench/job-sheet.bench.ts times this one). */
export const makePrintWorker = () =>
  new Worker(new URL('./print.worker.ts', import.meta.url), { type: 'module', name: 'workbay-print' });

function saveThroughLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

type Waiting = (answer: PrintAnswer | { type: 'stopped' }) => void;

export function usePrintDocument({ makeWorker = makePrintWorker, save = saveThroughLink }: PrintOptions = {}) {
  const [state, setState] = useState<PrintState>('idle');
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
      for (const answer of pending.values()) answer({ type: 'stopped' });
      pending.clear();
    };
  }, []);

  const ensureWorker = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const made = makeWorker();
    made.onmessage = (event: MessageEvent<PrintAnswer>) => {
      const answer = event.data;
      waiting.current.get(answer.id)?.(answer);
      waiting.current.delete(answer.id);
    };
    // The worker failed to load or crashed: every document waiting fails, and the next print starts a new one.
    made.onerror = (event) => {
      event.preventDefault();
      made.terminate();
      if (worker.current === made) worker.current = null;
      for (const answer of waiting.current.values()) answer({ type: 'stopped' });
      waiting.current.clear();
    };
    worker.current = made;
    return made;
  }, [makeWorker]);

  const print = useCallback(
    async (request: PrintRequest): Promise<void> => {
      const id = nextId.current++;
      latest.current = id;
      setState('building');
      setError(null);
      const answer = await new Promise<Parameters<Waiting>[0]>((resolve) => {
        try {
          waiting.current.set(id, resolve);
          const ask: PrintAsk = { ...request, id };
          ensureWorker().postMessage(ask);
        } catch {
          waiting.current.delete(id);
          resolve({ type: 'stopped' });
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
        setError(answer.type === 'error' ? answer.message : STOPPED[request.kind]);
        setState('error');
      }
    },
    [ensureWorker, save],
  );

  return { print, state, error };
}
