/// <reference lib="webworker" />
import { createIndexHost } from './index-host';
import type { ToWorker } from './worker-protocol';

/**
 * The pack's search worker (issue 8): builds, keeps and queries the search index off the main
 * thread, so that indexing 20,000 products never freezes the screen. The index is saved to
 * IndexedDB when a download or refresh ends, so a reload loads it instead of rebuilding it.
 */
declare const self: DedicatedWorkerGlobalScope;

const host = createIndexHost((message) => self.postMessage(message));
self.onmessage = (event: MessageEvent<ToWorker>) => host.receive(event.data);
