/// <reference lib="webworker" />
import { resizePhoto, type ResizedPhoto } from './resize';

/**
 * The photo worker: decodes and encodes off the main thread, so the checklist never stalls while
 * a 12-megapixel photo is made small (issue 46: no main-thread task over 50 ms).
 */
declare const self: DedicatedWorkerGlobalScope;

export type ResizeAsk = { id: number; file: Blob };
export type ResizeAnswer = ({ id: number } & ResizedPhoto) | { id: number; error: string };

self.onmessage = async (event: MessageEvent<ResizeAsk>) => {
  const { id, file } = event.data;
  try {
    self.postMessage({ id, ...(await resizePhoto(file)) } satisfies ResizeAnswer);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ResizeAnswer);
  }
};
