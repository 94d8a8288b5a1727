import type { FromWorker, PackHitMessage, ToWorker } from './worker-protocol';

type Request = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;
type Answer = Extract<FromWorker, { type: 'done' }> | Extract<FromWorker, { type: 'hits' }>;

/**
 * The page's side of the pack's search worker: one worker per tab, made on first use, with each
 * request answered by its id. `onProgress` hears indexing progress (the settings screen shows it).
 */
export interface PackWorker {
  open(version: string | null, rebuild?: boolean): Promise<{ size: number; ms: number; rebuilt: boolean }>;
  apply(upserts: string[], removed: string[], save: string | null): Promise<{ size: number; ms: number }>;
  reset(): Promise<void>;
  /** With `tecdocId`, only the items fitting that vehicle and universal ones. */
  search(text: string, limit: number, tecdocId?: number | null): Promise<{ hits: PackHitMessage[]; ms: number }>;
  onProgress(listener: (indexed: number, total: number) => void): () => void;
}

export function createPackWorker(make: () => Worker): PackWorker {
  let worker: Worker | undefined;
  let next = 1;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const progress = new Set<(indexed: number, total: number) => void>();

  const ensure = () => {
    if (worker) return worker;
    worker = make();
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'progress') {
        for (const listener of progress) listener(message.indexed, message.total);
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.type === 'error') waiting.reject(new Error(message.message));
      else waiting.resolve(message);
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values())
        waiting.reject(new Error(event.message || 'The offline catalogue search stopped.'));
      pending.clear();
    };
    return worker;
  };

  const ask = (request: Request): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      ensure().postMessage({ ...request, id } as ToWorker);
    });

  return {
    async open(version, rebuild = false) {
      const answer = await ask({ type: 'open', version, rebuild });
      return answer.type === 'done'
        ? { size: answer.size, ms: answer.ms, rebuilt: Boolean(answer.rebuilt) }
        : { size: 0, ms: 0, rebuilt: false };
    },
    async apply(upserts, removed, save) {
      const answer = await ask({ type: 'apply', upserts, removed, save });
      return answer.type === 'done' ? { size: answer.size, ms: answer.ms } : { size: 0, ms: 0 };
    },
    async reset() {
      await ask({ type: 'reset' });
    },
    async search(text, limit, tecdocId = null) {
      const answer = await ask({ type: 'search', text, limit, tecdocId });
      return answer.type === 'hits' ? { hits: answer.hits, ms: answer.ms } : { hits: [], ms: 0 };
    },
    onProgress(listener) {
      progress.add(listener);
      return () => progress.delete(listener);
    },
  };
}

/** This tab's worker. */
export const packWorker: PackWorker = createPackWorker(
  () => new Worker(new URL('./pack.worker.ts', import.meta.url), { type: 'module', name: 'workbay-pack-search' }),
);
