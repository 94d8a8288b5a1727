import type { Database } from '../../db/database';
import { createTradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { createInvoiceIssuer } from './invoice-issuer';
import { createInvoiceMagic, resolveInvoiceSecret } from './invoice-magic';
import { createInvoicesRepository } from './invoices.repository';
import { createInvoicesService } from './invoices.service';

/** The invoice calls' service, wired once per app (server/services.ts). */
export async function createInvoiceServices({ db, secret }: { db: Database; secret: string | undefined }) {
  const invoices = createInvoicesRepository(db);
  const magic = createInvoiceMagic(await resolveInvoiceSecret(db, secret));
  return {
    invoices: createInvoicesService({ invoices, accounts: createTradeAccountsRepository(db), magic }),
    /** For digital returns: `issueCreditNote` in the return's transaction. */
    invoiceIssuer: createInvoiceIssuer(invoices),
  };
}
