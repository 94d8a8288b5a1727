import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { invoiceMessages } from '../../../../contract/invoices/messages';
import type { Invoice, InvoiceSummary } from '../../../../contract/invoices/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import type { DatabaseHandle } from '../../../../server/db/database';
import { withTransaction } from '../../../../server/db/unit-of-work';
import { HttpProblem } from '../../../../server/http/problem';
import {
  CANCELLED_REASON,
  createInvoiceIssuer,
  type InvoiceIssuer,
} from '../../../../server/modules/invoices/invoice-issuer';
import { createInvoicesRepository } from '../../../../server/modules/invoices/invoices.repository';
import { createTestClock } from '../../helpers/clock';
import { trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, placedOrder, type Client } from './invoice-fixtures';
import { readPdfText } from './read-pdf';

/**
 * Credit notes (issue 26), as digital returns will issue them: their own number in their own
 * series, the invoice they refer to, the reason, the lines and the VAT credited per rate; never
 * more of a line than the invoice charged.
 */
describe.each(testDatabases)('credit notes on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let trader: Client;
  let issuer: InvoiceIssuer;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock: createTestClock(tuesdayMorning) }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 100);
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 100);
    trader = await clientOf(app, trade);
    issuer = createInvoiceIssuer(createInvoicesRepository(handle.db));
  });
  afterAll(() => app.close());

  const invoiceFor = async (orderId: string): Promise<Invoice> => {
    const list = await trader.send('GET', '/babbage-invoices?type=invoice&dateFrom=10/03/2026&dateTo=10/03/2026');
    const summary = list.json<HydraCollection<InvoiceSummary>>()['hydra:member'].find((m) => m.orderId === orderId)!;
    return (await trader.send('GET', `/babbage-invoices/${summary.invoiceNumber}`)).json<Invoice>();
  };
  const credit = (invoiceNumber: string, lines: { lineId: string; quantity: number }[], reason = 'Not needed') =>
    withTransaction(handle.db, () =>
      issuer.issueCreditNote({ invoiceNumber, reason, lines, at: new Date('2026-03-12T09:00:00Z') }),
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpProblem);
    return error as HttpProblem;
  };

  it('credits part of a line in its own series, referring to the invoice, and is listed and served', async () => {
    const order = await placedOrder(trader, [
      [featuredSkus.brakePadsFocus, 3],
      [featuredSkus.brakeDiscsFocus, 1],
    ]);
    const invoice = await invoiceFor(order.id);
    const pads = invoice.lines[0]!;
    const note = await credit(invoice.invoiceNumber, [{ lineId: pads.id, quantity: 1 }], 'Wrong part ordered');
    expect(note.invoiceNumber).toMatch(/^CN-GB-\d{6}$/);

    const read = await trader.send('GET', `/babbage-invoices/${note.invoiceNumber}`);
    expectStatus(read, 200);
    const shown = read.json<Invoice>();
    const net = Math.round(pads.netAmount / 3);
    const vat = Math.round(net * 0.2);
    expect(shown).toMatchObject({
      type: 'credit-note',
      creditedInvoiceNumber: invoice.invoiceNumber,
      reason: 'Wrong part ordered',
      date: '2026-03-12',
      taxPoint: '2026-03-12',
      country: 'GB',
      lines: [{ id: pads.id, quantity: 1, unitPrice: pads.unitPrice, netAmount: net, vatRate: 2000, vatAmount: vat }],
      vatByRate: [{ rate: 2000, netAmount: net, vatAmount: vat }],
      totalExcTax: net,
      totalTax: vat,
      totalIncTax: net + vat,
    });
    const notes = await trader.send('GET', '/babbage-invoices?type=credit-note');
    expect(notes.json<HydraCollection<InvoiceSummary>>()['hydra:member'].map((m) => m.invoiceNumber)).toContain(
      note.invoiceNumber,
    );
    const pdf = await trader.send('POST', '/babbage-invoice-pdf', {
      invoiceNumber: shown.invoiceNumber,
      magic: shown.magic,
    });
    expectStatus(pdf, 200);
    const { text } = await readPdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(`Credit note ${note.invoiceNumber}`);
    expect(text).toContain(`Credits invoice ${invoice.invoiceNumber}`);
    expect(text).toContain('Reason Wrong part ordered');
    expect(text).toContain(`Total VAT credited ${formatMoney(vat, 'GBP')}`);
  });

  it('never credits more of a line than was invoiced, and credits in parts add up to the line', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 3]]);
    const invoice = await invoiceFor(order.id);
    const line = invoice.lines[0]!;
    const first = await credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 2 }]);
    const tooMany = await refusal(credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 2 }]));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: invoiceMessages.creditQuantity(1) },
    ]);
    const last = await credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }]);
    expect(first.totalExcTax + last.totalExcTax).toBe(line.netAmount);
    expect(first.totalTax + last.totalTax).toBe(line.vatAmount);
    const done = await refusal(credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }]));
    expect(done.violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: invoiceMessages.creditQuantity(0) },
    ]);
    // Its number follows the last credit note's: the refused ones took none.
    expect(Number(last.invoiceNumber.slice(-6))).toBe(Number(first.invoiceNumber.slice(-6)) + 1);
  });

  it('refuses a line not on the invoice, a credit note credited again, an empty request and no reason', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakeDiscsFocus, 1]]);
    const invoice = await invoiceFor(order.id);
    const unknown = await refusal(credit(invoice.invoiceNumber, [{ lineId: 'not-a-line', quantity: 1 }]));
    expect(unknown.violations).toEqual([{ propertyPath: 'lines[0].lineId', message: invoiceMessages.unknownLine }]);
    expect((await refusal(credit(invoice.invoiceNumber, []))).violations).toEqual([
      { propertyPath: 'lines', message: invoiceMessages.nothingToCredit },
    ]);
    const line = invoice.lines[0]!;
    expect((await refusal(credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }], ' '))).violations).toEqual([
      { propertyPath: 'reason', message: invoiceMessages.reason },
    ]);
    const note = await credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }]);
    expect((await refusal(credit(note.invoiceNumber, [{ lineId: line.id, quantity: 1 }]))).statusCode).toBe(422);
    expect((await refusal(credit('INV-GB-999999', [{ lineId: line.id, quantity: 1 }]))).statusCode).toBe(404);
  });

  it('cancelling a placed order credits what is left of its invoice, once', async () => {
    const order = await placedOrder(trader, [
      [featuredSkus.brakePadsFocus, 2],
      [featuredSkus.brakeDiscsFocus, 1],
    ]);
    const invoice = await invoiceFor(order.id);
    const pads = invoice.lines.find((line) => line.sku === featuredSkus.brakePadsFocus)!;
    const returned = await credit(invoice.invoiceNumber, [{ lineId: pads.id, quantity: 1 }]);
    expectStatus(await trader.send('POST', `/orders/${order.id}/cancel`), 200);
    expectStatus(await trader.send('POST', `/orders/${order.id}/cancel`), 200);
    const listed = await trader.send('GET', '/babbage-invoices?type=credit-note&itemsPerPage=100');
    const members = listed.json<HydraCollection<InvoiceSummary>>()['hydra:member'];
    const notes = members.filter((member) => member.creditedInvoiceNumber === invoice.invoiceNumber);
    expect(notes).toHaveLength(2);
    const cancelled = notes.find((note) => note.invoiceNumber !== returned.invoiceNumber)!;
    const read = (await trader.send('GET', `/babbage-invoices/${cancelled.invoiceNumber}`)).json<Invoice>();
    expect(read.reason).toBe(CANCELLED_REASON);
    expect(read.lines.map((line) => [line.id, line.quantity])).toEqual(
      invoice.lines.map((line) => [line.id, line.id === pads.id ? 1 : line.quantity]),
    );
    // Together the credit notes give back the whole invoice, to the penny.
    expect(returned.totalIncTax + read.totalIncTax).toBe(invoice.totalIncTax);
    expect(returned.totalTax + read.totalTax).toBe(invoice.totalTax);
  });

  it('two credit notes of one line at once: one is issued, the other refused', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const invoice = await invoiceFor(order.id);
    const line = invoice.lines[0]!;
    const results = await Promise.allSettled([
      credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }]),
      credit(invoice.invoiceNumber, [{ lineId: line.id, quantity: 1 }]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
