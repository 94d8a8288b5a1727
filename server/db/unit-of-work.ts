import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * One unit of work per request (architecture: "repositories bound to the transaction of the
 * request"). `withTransaction` runs its function in a transaction and makes that transaction the
 * ambient one for everything the function awaits; a nested call joins it instead of opening a
 * second. Repositories made once at start-up read the database through `databaseOf`, so they
 * write into the request's transaction when there is one: an effect and its idempotency record
 * commit or roll back together.
 *
 * Ambient transactions are kept per root database, so two apps in one process (the test suites
 * open several) never see each other's.
 */
interface Ambient {
  root: Database;
  tx: Database;
}

const storage = new AsyncLocalStorage<Ambient>();

/** The ambient transaction of `root`, or `root` itself outside one. */
export function currentDatabase(root: Database): Database {
  const ambient = storage.getStore();
  return ambient && ambient.root === root ? ambient.tx : root;
}

/** A getter for repositories: `const db = databaseOf(root)`, then `db().select()…`. */
export function databaseOf(root: Database): () => Database {
  return () => currentDatabase(root);
}

/** Whether a transaction of `root` is running around the caller. */
export function inTransaction(root: Database): boolean {
  return storage.getStore()?.root === root;
}

/**
 * `config` (isolation level, read only) applies to a transaction this call opens; a call that
 * joins the ambient transaction runs under that one's.
 */
export async function withTransaction<T>(
  root: Database,
  fn: (tx: Database) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const ambient = storage.getStore();
  if (ambient && ambient.root === root) return fn(ambient.tx);
  return root.transaction(async (tx) => {
    const handle = tx as unknown as Database;
    return storage.run({ root, tx: handle }, () => fn(handle));
  }, config);
}

/**
 * A savepoint inside the ambient transaction: when `fn` throws, its writes are undone but the
 * transaction goes on (the idempotency record of a refused request is still stored).
 */
export async function withSavepoint<T>(root: Database, fn: () => Promise<T>): Promise<T> {
  const ambient = storage.getStore();
  if (!ambient || ambient.root !== root)
    throw new Error('withSavepoint needs a transaction (withTransaction) around it');
  return ambient.tx.transaction(async () => fn());
}
