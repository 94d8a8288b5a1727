import type { Table } from 'dexie';
import type { ChangeApplied } from '../../contract/documents/apply-changes';
import type { LocalEntityRow } from '../db/local-entity';

/** What the server answers for every document with lines: its id, its rev and when it last moved. */
export interface ServerDocument {
  id: string;
  rev: number;
  modifiedAt: string;
}

/**
 * A document as the device keeps it (architecture: "Documents with lines"): beside the copy the
 * screens show (the server's copy with the changes still in the outbox applied on top), `server`
 * is the server's last word, kept so that each answer can be laid under the changes still waiting.
 */
export interface DocumentRow<D> extends LocalEntityRow {
  /** The server's last copy; null until it has the document. */
  server: D | null;
}

/** The two outbox operations of a document: its creation and its intents. */
export interface DocumentOperations {
  /** The create request with the id made on the device. */
  create: string;
  /** The intents, merged with other devices' work by the server. */
  changes: string;
}

/**
 * One kind of document with lines (work orders, quotes, and next health checks): what the kit
 * needs to keep it on the device, change it offline and lay the server's answers under the
 * changes still waiting. `D` is the document, `C` its intent, `R` its device row, `B` the body of
 * its create request.
 */
export interface DocumentKind<D extends ServerDocument, C, R extends DocumentRow<D>, B> {
  /** The device table its rows live in. */
  table: Table<R, string>;
  /** The row's field the screens read (`workOrder`, `quote`). */
  field: keyof R & string;
  /** The outbox's name for the document, and its operations in the sync registry. */
  entity: string;
  operations: DocumentOperations;
  /** The server takes at most this many intents in one request. */
  maxChanges: number;
  /** One intent applied by the contract's rule, the server's own; `now` stamps the history. */
  apply(now: string): (doc: D, change: C) => ChangeApplied<D>;
  /**
   * What the device works out after its changes, as the server would (prices, totals), from what
   * the row knows; `row` answers what else the row keeps of it (why prices failed, say).
   */
  derive(doc: D, row: R, now: string): { doc: D; row?: Partial<R> };
  /** What the row keeps when it shows a copy with none of its changes applied (the server's own). */
  underived?: Partial<R>;
  /** The document a create entry starts from, before the server has answered it. */
  blank(row: R, body: B | undefined): D;
  /** The row of a document the device first sees from the server. */
  fromServer(userId: string, server: D, now: string): R;
  /** Words for a change the device cannot make as the document stands on it. */
  words: { notOnDevice: string; clash: string };
}

/** A change the document cannot take as it stands on this device, in words for the screen. */
export class DocumentChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentChangeError';
  }
}

export const TOO_LARGE = 'This change is too large to save at once. Please make it in smaller steps.';
