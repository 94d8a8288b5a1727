import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { LoadOptions } from './catalogue/load';
import { loadDemoHealthChecks } from './health-checks/load';
import { issueDemoInvoices } from './invoices/issue-invoices';
import { placeDemoOrders } from './orders/place-orders';
import { loadDemoQuotes } from './quotes/load';
import { placeDemoReturns } from './returns/place-returns';
import { seedDemoData } from './seed';
import type { PasswordHashing } from './users/load';
import { placeDemoPartsOrders } from './work-orders/parts-orders';

/** Where the demo says what it made: the app's logger, or the console for `npm run db:seed`. */
export type DemoLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export interface DemoOptions {
  /** The app's password hasher (modules/passwords), for the demo users' passwords. */
  hasher: PasswordHashing;
  /** The demo catalogue's size, seed and progress lines, used only when the catalogue is empty. */
  catalogue?: LoadOptions;
  log: DemoLog;
}

/**
 * The whole demo, the one entry that the start (app.ts), the seed command and the tests' template
 * call. Every step adds only what is missing, so it is safe at every start and the same seed gives
 * the same rows. The order matters: the rows written straight into the tables first (seed.ts), then
 * what the modules make as they would through the API, each after what it refers to.
 * Returns the emails of the demo users it created.
 */
export async function runDemo(db: Database, { hasher, catalogue = {}, log }: DemoOptions): Promise<string[]> {
  const created = await seedDemoData(db, hasher, catalogue);
  if (created.length) log.info({ users: created }, 'Demo data created');
  // The workshops' work orders past "pending" have their parts on real orders.
  const placed = await placeDemoPartsOrders(db);
  if (placed) log.info({ workOrders: placed }, 'Demo parts orders placed');
  // Six months of orders, before anything that follows orders (invoices).
  const history = await placeDemoOrders(db);
  if (history) log.info({ orders: history }, 'Demo order history placed');
  // The workshops' health checks, after the work orders whose cars they check.
  const checked = await loadDemoHealthChecks(db);
  if (checked) log.info({ healthChecks: checked }, 'Demo health checks made');
  const quoted = await loadDemoQuotes(db);
  if (quoted) log.info({ quotes: quoted }, 'Demo quotes made');
  const invoiced = await issueDemoInvoices(db);
  if (invoiced) log.info({ orders: invoiced }, 'Demo orders invoiced');
  // Returns are of invoiced orders: last.
  const returned = await placeDemoReturns(db, log);
  if (returned) log.info({ returns: returned }, 'Demo returns made');
  return created;
}
