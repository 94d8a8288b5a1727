import { applyChanges, nothingApplied } from '../../contract/documents/apply-changes';
import type { Clash } from '../../contract/documents/clash';
import { appDb } from '../db/app-db';
import type { OutboxEntry } from '../db/outbox';
import { recordChange } from '../sync/record-change';
import {
  DocumentChangeError,
  TOO_LARGE,
  type DocumentKind,
  type DocumentRow,
  type ServerDocument,
} from './document-kind';
import { changesIn, entriesOf } from './document-entries';
import type { ChangesPayload, CreatePayload } from './document-payloads';

/** The device's copy: the document with the changes applied and derived, and what they could not do. */
export interface LocalCopy<D, R> {
  doc: D;
  /** What else the row keeps of the derivation (why prices failed, say). */
  row: Partial<R>;
  /** What the device's own changes clash with in the base (shown beside the line until settled). */
  clashes: Clash[];
  /** Changes that cannot be made at all (nothing to order), in words. */
  refusals: string[];
}

/** How a change is made on the device beyond its intents. */
export interface ChangeOptions<D, R> {
  /** The row the change applies to and is kept in (the parts it adds, to price them offline). */
  prepare?: (row: R) => R;
  /** Derives this change's copy instead of the kind's own rule (what only the screen knows). */
  derive?: (doc: D, row: R, now: string) => { doc: D; row?: Partial<R> };
}

/**
 * The document kit's store (issue 44): one way for every document with lines to live on the
 * device. A change is applied at once by the contract's rule, the one the server applies it
 * with, and kept in the same transaction as its outbox entry; each answer of the server is laid
 * under the changes still waiting. Work orders and quotes are made with it, health checks next.
 */
export function createDocumentStore<D extends ServerDocument, C, R extends DocumentRow<D>, B>(
  kind: DocumentKind<D, C, R, B>,
) {
  const { table, field, operations } = kind;
  const viewOf = (row: R) => row[field] as unknown as D;
  const changesOf = changesIn<C>(operations);

  /** The intents applied in order to `base`; a change that clashes or is refused is left out. */
  function applied(base: D, changes: readonly C[], now: string) {
    return applyChanges(nothingApplied(base), changes, kind.apply(now));
  }

  /** What `changes` clash with in `theirs`, by the rule the server refused them with. */
  const clashesOf = (theirs: D, changes: readonly C[]) => applied(theirs, changes, theirs.modifiedAt).clashes;

  /**
   * The device's copy: `base` (the server's last word, or the new document) with the changes still
   * waiting applied in order, then derived as the server derives it.
   */
  function localCopy(
    base: D,
    changes: readonly C[],
    row: R,
    now: string,
    derive: ChangeOptions<D, R>['derive'] = kind.derive,
  ): LocalCopy<D, R> {
    const { doc, changed, clashes, refusals } = applied(base, changes, now);
    const refused = refusals.map((refusal) => refusal.message);
    if (!changed) return { doc: base, row: kind.underived ?? {}, clashes, refusals: refused };
    const derived = derive(doc, row, now);
    return { doc: derived.doc, row: derived.row ?? {}, clashes, refusals: refused };
  }

  /** The document a create entry starts from, before the server has answered it. */
  function createdFrom(row: R, entries: readonly OutboxEntry[]): D {
    const create = entries.find((entry) => entry.operation === operations.create);
    return kind.blank(row, (create?.payload as CreatePayload<B> | undefined)?.body);
  }

  /**
   * The row rebuilt from its base (the server's copy, or the new document) and the entries still
   * waiting, oldest first; `entries` already leaves out any that has just gone.
   */
  function rebuiltRow(row: R, entries: readonly OutboxEntry[], now = new Date()): R {
    const base = row.server ?? createdFrom(row, entries);
    const local = localCopy(base, changesOf(entries), row, now.toISOString());
    return {
      ...row,
      ...local.row,
      [field]: local.doc,
      serverVersion: row.server?.rev ?? 0,
      provisional: entries.length > 0,
      updatedAt: now.toISOString(),
    };
  }

  /** Rebuilds a row from the outbox as it is now, leaving out `gone` (being deleted). */
  async function rebuildRow(id: string, gone?: string, server?: D): Promise<R | undefined> {
    const row = await table.get(id);
    if (!row) return undefined;
    const entries = (await entriesOf(id)).filter((entry) => entry.id !== gone);
    const rebuilt = rebuiltRow(server ? { ...row, server } : row, entries);
    await table.put(rebuilt);
    return rebuilt;
  }

  /** A new document made on the device with its own id, shown at once, and its create request queued. */
  async function create(row: R, body: B, description: string, now = new Date()): Promise<string> {
    const payload: CreatePayload<B> = { body };
    await recordChange(
      [table],
      async () => void (await table.add(row)),
      {
        userId: row.userId,
        entity: kind.entity,
        entityId: row.id,
        operation: operations.create,
        payload,
        description,
      },
      now,
    );
    return row.id;
  }

  /**
   * Changes a document on the device: its row and the outbox entry in one transaction. The change
   * is applied here by the rule the server applies it with, so what the person sees is what the
   * server will do; one it cannot take (a line another change removed, nothing to order) is
   * refused at once in words, and nothing is queued.
   */
  async function change(
    userId: string,
    id: string,
    changes: C[],
    description: string,
    options: ChangeOptions<D, R> = {},
    now = new Date(),
  ): Promise<void> {
    if (changes.length === 0 || changes.length > kind.maxChanges) throw new DocumentChangeError(TOO_LARGE);
    const payload: ChangesPayload<C> = { changes };
    const entry = { userId, entity: kind.entity, entityId: id, operation: operations.changes, payload, description };
    const write = async () => {
      const found = await table.get(id);
      if (!found || found.userId !== userId) throw new DocumentChangeError(kind.words.notOnDevice);
      const row = options.prepare ? options.prepare(found) : found;
      const local = localCopy(viewOf(row), changes, row, now.toISOString(), options.derive);
      const [refusal] = local.refusals;
      if (refusal) throw new DocumentChangeError(refusal);
      if (local.clashes.length) throw new DocumentChangeError(kind.words.clash);
      await table.put({ ...row, ...local.row, [field]: local.doc, provisional: true, updatedAt: now.toISOString() });
    };
    // The entry goes to IndexedDB while the row is read, a round trip less on every edit; a change
    // refused in `write` throws, and the transaction takes the entry back with it.
    await recordChange([table], write, entry, now, { alongside: true });
  }

  /**
   * Lays the server's copy on the device: under the changes still waiting, when there are any
   * (they are the device's newer word), else as it is. A copy older than the one the device holds
   * (an answer overtaken by a later one) changes nothing.
   */
  async function storeServerCopy(userId: string, server: D): Promise<void> {
    await appDb.transaction('rw', table, appDb.outbox, async () => {
      const row = await table.get(server.id);
      if (row && row.server && row.server.rev > server.rev) return;
      if (!row) await table.put(kind.fromServer(userId, server, new Date().toISOString()));
      else await table.put(rebuiltRow({ ...row, server }, await entriesOf(server.id)));
    });
  }

  return {
    kind,
    viewOf,
    entriesOf,
    changesOf,
    clashesOf,
    localCopy,
    rebuiltRow,
    rebuildRow,
    create,
    change,
    storeServerCopy,
  };
}

export type DocumentStore<D extends ServerDocument, C, R extends DocumentRow<D>, B> = ReturnType<
  typeof createDocumentStore<D, C, R, B>
>;
