import type { DocumentRow, ServerDocument } from './document-kind';
import type { DocumentStore } from './create-document-store';

/** How the server's copy of one document is read (GET by id), given by the feature with its route. */
export type ReadDocument<D> = (id: string, signal?: AbortSignal) => Promise<D>;

/**
 * A document's reads from the server, kept on the device: one by id, and those of a list whose
 * rev moved since the device's copy (or that it lacks). Apart from the store, so that the routes'
 * schemas load with the first read, not with the first screen.
 */
export function documentPulls<D extends ServerDocument, C, R extends DocumentRow<D>, B>(
  store: DocumentStore<D, C, R, B>,
  read: ReadDocument<D>,
) {
  async function pull(userId: string, id: string, signal?: AbortSignal): Promise<D> {
    const server = await read(id, signal);
    await store.storeServerCopy(userId, server);
    return server;
  }

  async function pullListed(
    userId: string,
    listed: readonly { id: string; rev: number }[],
    signal?: AbortSignal,
  ): Promise<number> {
    const rows = await store.kind.table.bulkGet(listed.map((summary) => summary.id));
    const stale = listed.filter((summary, index) => (rows[index]?.server?.rev ?? 0) < summary.rev);
    for (const summary of stale) {
      if (signal?.aborted) break;
      await pull(userId, summary.id, signal);
    }
    return stale.length;
  }

  return { pull, pullListed };
}
