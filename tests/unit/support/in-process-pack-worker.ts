import { createIndexHost } from '../../../src/catalogue-pack/index-host';
import type { FromWorker, ToWorker } from '../../../src/catalogue-pack/worker-protocol';

/**
 * The pack's search worker run in-process (jsdom has no workers): the same host the real worker
 * wires to its scope, with messages cloned and delivered asynchronously as postMessage does.
 * Each call is a fresh worker, as after a reload.
 */
export function inProcessWorker(): Worker {
  const worker = { onmessage: null, onerror: null } as unknown as Worker & {
    onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  };
  const host = createIndexHost((message) => {
    const data = structuredClone(message);
    setTimeout(() => worker.onmessage?.({ data } as MessageEvent<FromWorker>), 0);
  });
  worker.postMessage = (message: ToWorker) => {
    const data = structuredClone(message);
    setTimeout(() => host.receive(data), 0);
  };
  worker.terminate = () => {};
  return worker;
}
