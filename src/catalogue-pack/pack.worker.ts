/// <reference lib="webworker" />
import { eachPackChunk, packItemsBySku, readPackIndex, writePackIndex } from '../db/catalogue-pack';
import { appDb } from '../db/app-db';
import { createPackIndex, loadPackIndex, type PackIndex } from './search-index';
import type { FromWorker, ToWorker } from './worker-protocol';

/**
 * The pack's search worker (issue 8): builds, keeps and queries the search index off the main
 * thread, so that indexing 20,000 products never freezes the screen. The index is saved to
 * IndexedDB when a download or refresh ends, so a reload loads it instead of rebuilding it.
 */
declare const self: DedicatedWorkerGlobalScope;

/** Products read and indexed per step; between steps the worker answers searches. */
const CHUNK = 500;

let index: PackIndex = createPackIndex();
let queue: Promise<unknown> = Promise.resolve();

const post = (message: FromWorker) => self.postMessage(message);

async function rebuild(id: number): Promise<void> {
  index = createPackIndex();
  const total = await appDb.packItems.count();
  let indexed = 0;
  await eachPackChunk(CHUNK, async (items) => {
    index.upsert(items);
    indexed += items.length;
    post({ type: 'progress', id, indexed, total });
    // Let a search waiting in the message queue run between chunks.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function save(version: string): Promise<void> {
  await writePackIndex({ id: 'current', version, serialised: index.toJSON(), savedAt: new Date().toISOString() });
}

async function handle(message: ToWorker): Promise<void> {
  const started = performance.now();
  switch (message.type) {
    case 'open': {
      const saved = message.version === null ? undefined : await readPackIndex();
      let rebuilt = false;
      if (saved && saved.version === message.version) index = loadPackIndex(saved.serialised);
      else {
        await rebuild(message.id);
        rebuilt = true;
        if (message.version !== null) await save(message.version);
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
      const hits = index.search(message.text, message.limit);
      post({ type: 'hits', id: message.id, hits, ms: performance.now() - started });
      return;
    }
  }
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  // Searches answer at once from the index as it stands; changes to it run one after another.
  if (message.type === 'search') {
    void handle(message).catch((error: unknown) => post({ type: 'error', id: message.id, message: String(error) }));
    return;
  }
  queue = queue.then(() => handle(message)).catch((error: unknown) => post({ type: 'error', id: message.id, message: String(error) }));
};
