import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { createInvoiceIssuer, createInvoicesRepository } from '../../modules/invoices/invoices.service';

/**
 * The demo's placed orders are made by its generators, below the modules, without invoices. At
 * start, with the demo data on, each placed order without an invoice gets one, oldest first and
 * dated the day it was placed, so the numbers follow the orders and the same demo gives the same
 * invoices. Orders placed through the API are invoiced as they are placed; this finds none of them.
 */
export async function issueDemoInvoices(db: Database): Promise<number> {
  const invoices = createInvoicesRepository(db);
  const issuer = createInvoiceIssuer(invoices);
  // One transaction for the lot: a few hundred orders at the first start, none after.
  return withTransaction(db, async () => {
    const missing = await invoices.placedWithoutInvoice();
    for (const order of missing) await issuer.issueForOrder(order.id, order.placedAt);
    return missing.length;
  });
}
