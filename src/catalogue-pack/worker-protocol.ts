/**
 * What the page and the pack's search worker say to each other. Products travel by sku only:
 * both sides read the rows from IndexedDB, so a page of a thousand products is never copied
 * through postMessage.
 */
export interface PackHitMessage {
  sku: string;
  match: 'sku' | 'part-number' | 'cross-reference' | 'words';
  score: number;
}

export type ToWorker =
  /**
   * Open the index: the saved one when it is for `version`, else built from the stored products;
   * `rebuild` builds it regardless (a run resumed after a reload stored pages the saved one lacks).
   */
  | { type: 'open'; id: number; version: string | null; rebuild?: boolean }
  /** Products stored or removed since: index them (`save` when a run has ended, with its version). */
  | { type: 'apply'; id: number; upserts: string[]; removed: string[]; save: string | null }
  /** Forget the index (the pack was removed or is downloaded again from scratch). */
  | { type: 'reset'; id: number }
  /** `tecdocId`: only the items fitting that vehicle, and universal ones (null: every item). */
  | { type: 'search'; id: number; text: string; limit: number; tecdocId?: number | null };

export type FromWorker =
  | { type: 'done'; id: number; size: number; ms: number; rebuilt?: boolean }
  | { type: 'hits'; id: number; hits: PackHitMessage[]; ms: number }
  | { type: 'progress'; id: number; indexed: number; total: number }
  | { type: 'error'; id: number; message: string };
