import { appDb } from '../db/app-db';
import { eachPackChunk, packItemsBySku, readPackIndex, readPackState, writePackIndex } from '../db/catalogue-pack';
import { createPackIndex, loadPackIndex, type PackIndex } from './search-index';
import type { FromWorker, ToWorker } from './worker-protocol';

/**
 * A saved index, or null when it cannot be read (saved by another version of the app in another
 * format, or damaged): the caller rebuilds it from the stored products instead of failing.
 */
function loadOrNull(serialised: string): PackIndex | null {
  try {
    return loadPackIndex(serialised);
  } catch {
    return null;
  }
}

/** Products read and indexed per step; between steps the worker answers searches. */
const CHUNK = 500;

/**
 * What the pack's search worker does with each message (pack.worker.ts only wires it to the
 * worker's scope, so that tests run it in-process): keeps the index, builds it from the stored
 * products, loads and saves it, and answers searches. Changes to the index run one after another;
 * searches answer at once from the index as it stands.
 */
export function createIndexHost(post: (message: FromWorker) => void) {
  let index: PackIndex = createPackIndex();
  let queue: Promise<unknown> = Promise.resolve();

  const rebuild = async (id: number) => {
    const fresh = createPackIndex();
    index = fresh;
    const total = await appDb.packItems.count();
    let indexed = 0;
    await eachPackChunk(CHUNK, async (items) => {
      fresh.upsert(items);
      indexed += items.length;
      post({ type: 'progress', id, indexed, total });
      // Let a search waiting in the message queue run between chunks.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };

  const save = async (version: string) => {
    await writePackIndex({ id: 'current', version, serialised: index.toJSON(), savedAt: new Date().toISOString() });
  };

  const handle = async (message: ToWorker): Promise<void> => {
    const started = performance.now();
    switch (message.type) {
      case 'open': {
        const saved = message.version === null || message.rebuild ? undefined : await readPackIndex();
        let rebuilt = false;
        const loaded = saved && saved.version === message.version ? loadOrNull(saved.serialised) : null;
        if (loaded) index = loaded;
        else {
          await rebuild(message.id);
          rebuilt = true;
          // Saved only under the version the stored products are now complete for: a run that
          // ended meanwhile saves its own.
          const state = await readPackState();
          if (message.version !== null && state?.version === message.version && !state.run) await save(message.version);
        }
        post({ type: 'done', id: message.id, size: index.size, ms: performance.now() - started, rebuilt });
        return;
      }
      case 'apply': {
        if (message.removed.length) index.remove(message.removed);
        for (let start = 0; start < message.upserts.length; start += CHUNK) {
          index.upsert(await packItemsBySku(message.upserts.slice(start, start + CHUNK)));
        }
        if (message.save !== null) await save(message.save);
        post({ type: 'done', id: message.id, size: index.size, ms: performance.now() - started });
        return;
      }
      case 'reset': {
        index = createPackIndex();
        post({ type: 'done', id: message.id, size: 0, ms: 0 });
        return;
      }
      case 'search': {
        const hits = index.search(message.text, message.limit, message.tecdocId ?? null);
        post({ type: 'hits', id: message.id, hits, ms: performance.now() - started });
        return;
      }
    }
  };

  const fail = (id: number) => (error: unknown) => post({ type: 'error', id, message: String(error) });

  return {
    receive(message: ToWorker): void {
      if (message.type === 'search') {
        void handle(message).catch(fail(message.id));
        return;
      }
      queue = queue.then(() => handle(message)).catch(fail(message.id));
    },
  };
}
