import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { invoiceMessages } from '../../../../contract/invoices/messages';
import type { Invoice, InvoiceSummary } from '../../../../contract/invoices/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import type { Order } from '../../../../contract/orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus } from '../basket/basket-client';
import { setStock, tuesdayMorning } from '../basket/commerce-fixtures';
import { clientOf, confirmedOrder, pay, placedOrder, type Client } from './invoice-fixtures';
import { readPdfText } from './read-pdf';

const dublinBallymount = '01936b2e-0000-7000-8000-00000000b003';

/**
 * Issue 26: an invoice is issued by the server when an order is placed, numbered in its country's
 * series, and read back as JSON, as a PDF and several at once as a ZIP, only by its account.
 */
describe.each(testDatabases)('invoices on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clock: TestClock;
  let trader: Client;
  let irish: Client;
  let shopper: Client;

  beforeAll(async () => {
    handle = await database.open();
    clock = createTestClock(tuesdayMorning);
    ({ app } = await buildTestApp(database, { database: handle, clock }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 500);
    await queryRows(
      handle.db,
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT ${dublinBallymount}, id, 500 FROM products WHERE sku IN (${featuredSkus.oilFilterGolf})
          ON CONFLICT (branch_id, product_id) DO UPDATE SET quantity = 500`,
    );
    await setStock(handle.db, featuredSkus.brakeDiscsFocus, 500);
    trader = await clientOf(app, trade);
    irish = await clientOf(app, tradeIe);
    shopper = await clientOf(app, retail);
  });
  afterAll(() => app.close());

  const list = async (client: Client, query = '') => {
    const response = await client.send('GET', `/babbage-invoices${query}`);
    expectStatus(response, 200);
    return response.json<HydraCollection<InvoiceSummary>>();
  };
  const invoiceOf = async (client: Client, order: Order): Promise<Invoice> => {
    // The test's orders are placed on its clock's day; the demo's span the months before today.
    const found = (await list(client, '?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=100'))['hydra:member'].find(
      (member) => member.orderId === order.id && member.type === 'invoice',
    );
    expect(found, `no invoice for ${order.reference}`).toBeDefined();
    const response = await client.send('GET', `/babbage-invoices/${found!.invoiceNumber}`);
    expectStatus(response, 200);
    return response.json<Invoice>();
  };
  const pdfOf = (client: Client, invoice: Pick<Invoice, 'invoiceNumber' | 'magic'>, extra: object = {}) =>
    client.send('POST', '/babbage-invoice-pdf', {
      invoiceNumber: invoice.invoiceNumber,
      magic: invoice.magic,
      ...extra,
    });
  const bytesOf = (response: LightMyRequestResponse) => new Uint8Array(response.rawPayload);

  it('issues a UK invoice when an order is placed: its lines and totals are the order’s', async () => {
    const order = await placedOrder(trader, [
      [featuredSkus.brakePadsFocus, 2],
      [featuredSkus.brakeDiscsFocus, 1],
    ]);
    const invoice = await invoiceOf(trader, order);
    expect(invoice).toMatchObject({
      type: 'invoice',
      country: 'GB',
      currency: 'GBP',
      accountNumber: '10452',
      orderReference: order.reference,
      date: '2026-03-10',
      taxPoint: '2026-03-10',
      creditedInvoiceNumber: null,
      supplier: { vatNumber: expect.stringMatching(/^GB /) },
      customer: { accountNumber: '10452', branchName: 'Leeds Kirkstall' },
      totalExcTax: order.totalExcTaxAfterDiscount,
      totalTax: order.totalTaxAfterDiscount,
      totalIncTax: order.totalIncTax,
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-GB-\d{6}$/);
    expect(
      invoice.lines.map(({ id, sku, quantity, unitPrice, netAmount, vatRate }) => ({
        id,
        sku,
        quantity,
        unitPrice,
        netAmount,
        vatRate,
      })),
    ).toEqual(
      order.lines.map((line) => ({
        id: line.id,
        sku: line.item.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice.excTax,
        netAmount: order.totals.lines.find((priced) => priced.id === line.id)!.linePriceTotalAfterDiscount.excTax,
        vatRate: 2000,
      })),
    );
    expect(invoice.vatByRate).toEqual([
      {
        rate: 2000,
        netAmount: order.totalExcTaxAfterDiscount,
        vatAmount: order.totalTaxAfterDiscount,
        grossAmount: order.totalIncTax,
      },
    ]);
  });

  it('an Irish account’s invoice is in euro, in the Irish series, with the Irish VAT number', async () => {
    const order = await placedOrder(irish, [[featuredSkus.oilFilterGolf, 3]], { currency: 'EUR' });
    const invoice = await invoiceOf(irish, order);
    expect(invoice.invoiceNumber).toMatch(/^INV-IE-\d{6}$/);
    expect(invoice).toMatchObject({
      country: 'IE',
      currency: 'EUR',
      accountNumber: '30561',
      supplier: { vatNumber: expect.stringMatching(/^IE /) },
      totalIncTax: order.totalIncTax,
    });
    expect(invoice.lines[0]?.vatRate).toBe(2300);
  });

  it('no invoice for an order awaiting payment, nor once it is cancelled', async () => {
    const waiting = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const cancelled = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    expectStatus(await trader.send('POST', `/orders/${cancelled.id}/cancel`), 200);
    expectStatus(await pay(trader, cancelled), 409);
    const members = (await list(trader, '?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=100'))['hydra:member'];
    expect(members.filter((member) => [waiting.id, cancelled.id].includes(member.orderId))).toEqual([]);
  });

  it('lists by type and between two days (dd/MM/yyyy), newest first, paged', async () => {
    // The test's own documents on three days: an invoice the day before, two and a credit note on
    // the clock's day (one order cancelled once placed), an invoice the day after.
    const placedOn = async (days: number, date: string) => {
      clock.advance(days * 86_400);
      try {
        // Logged in that day: a token from the clock's day has expired by the next.
        const that = days === 0 ? trader : await clientOf(app, trade);
        return await placedOrder(that, [[featuredSkus.brakePadsFocus, 1]], { date });
      } finally {
        clock.advance(-days * 86_400);
      }
    };
    const monday = await placedOn(-1, '2026-03-09');
    const tuesday = [await placedOn(0, '2026-03-10'), await placedOn(0, '2026-03-10')];
    const wednesday = await placedOn(1, '2026-03-11');
    expectStatus(await trader.send('POST', `/orders/${tuesday[1]!.id}/cancel`), 200);
    const ours = [monday, ...tuesday, wednesday].map((order) => order.id);
    const mine = (members: InvoiceSummary[]) => members.filter((member) => ours.includes(member.orderId));
    const orderIdsOf = (members: InvoiceSummary[]) => mine(members).map((member) => member.orderId);
    const between = '&dateFrom=09/03/2026&dateTo=11/03/2026&itemsPerPage=100';

    const invoices = (await list(trader, `?type=invoice${between}`))['hydra:member'];
    expect(orderIdsOf(invoices).sort()).toEqual([...ours].sort());
    for (const member of invoices) expect(member).toMatchObject({ type: 'invoice', accountNumber: '10452' });
    const notes = (await list(trader, `?type=credit-note${between}`))['hydra:member'];
    expect(notes.map((member) => member.orderId)).toEqual([tuesday[1]!.id]);
    expect(notes[0]).toMatchObject({ type: 'credit-note', date: '2026-03-10', accountNumber: '10452' });

    const all = await list(trader, '?itemsPerPage=100');
    const dates = all['hydra:member'].map((member) => member.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const today = await list(trader, '?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=100');
    expect(orderIdsOf(today['hydra:member']).sort()).toEqual([tuesday[0]!.id, tuesday[1]!.id, tuesday[1]!.id].sort());
    for (const member of today['hydra:member']) expect(member.date).toBe('2026-03-10');
    // From a day on: the demo's later months come first (newest first), so the day itself is read
    // for the test's own, and the open-ended list for what it leaves out.
    const later = await list(trader, '?dateFrom=11/03/2026&itemsPerPage=100');
    expect(orderIdsOf((await list(trader, '?dateFrom=11/03/2026&dateTo=11/03/2026'))['hydra:member'])).toEqual([
      wednesday.id,
    ]);
    expect(orderIdsOf(later['hydra:member'])).not.toContain(tuesday[0]!.id);
    for (const member of later['hydra:member']) expect(member.date >= '2026-03-11').toBe(true);
    const before = await list(trader, '?dateTo=09/03/2026&itemsPerPage=100');
    expect(orderIdsOf(before['hydra:member'])).toEqual([monday.id]);
    for (const member of before['hydra:member']) expect(member.date <= '2026-03-09').toBe(true);
    expect(later['hydra:totalItems'] + before['hydra:totalItems'] + today['hydra:totalItems']).toBe(
      (await list(trader))['hydra:totalItems'],
    );

    const page = await list(trader, '?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=1&page=2');
    expect(page['hydra:member']).toHaveLength(1);
    expect(page['hydra:member'][0]?.invoiceNumber).toBe(today['hydra:member'][1]?.invoiceNumber);
  });

  it('refuses a date not dd/MM/yyyy, a day that does not exist, an end before the start, an unknown type', async () => {
    const refused = async (query: string) => {
      const response = await trader.send('GET', `/babbage-invoices${query}`);
      expectStatus(response, 400);
      expect(response.json()['@type']).toBe('ConstraintViolationList');
      return response.json().violations;
    };
    expect(await refused('?dateFrom=2026-03-10')).toEqual([
      { propertyPath: 'dateFrom', message: invoiceMessages.date },
    ]);
    expect(await refused('?dateTo=31/02/2026')).toEqual([{ propertyPath: 'dateTo', message: invoiceMessages.date }]);
    expect(await refused('?dateFrom=11/03/2026&dateTo=10/03/2026')).toEqual([
      { propertyPath: 'dateTo', message: invoiceMessages.dateOrder },
    ]);
    expect(await refused('?type=receipt')).toEqual([{ propertyPath: 'type', message: invoiceMessages.type }]);
  });

  it('needs a logged-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/babbage-invoices'],
      ['GET', '/api/babbage-invoices/INV-GB-000001'],
      ['POST', '/api/babbage-invoice-pdf'],
      ['POST', '/api/babbage-invoice-downloads'],
    ] as const) {
      expectStatus(await app.inject({ method, url, payload: method === 'POST' ? {} : undefined }), 401);
    }
  });

  it('another account’s invoice is not found: as JSON, as a PDF and in a ZIP', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const invoice = await invoiceOf(trader, order);
    const asJson = await shopper.send('GET', `/babbage-invoices/${invoice.invoiceNumber}`);
    expectStatus(asJson, 404);
    expect(asJson.json()['hydra:description']).toBe(invoiceMessages.notFound);
    // Even with its magic: the number and magic are not a key to another account's documents.
    expectStatus(await pdfOf(shopper, invoice), 404);
    expectStatus(await pdfOf(irish, invoice), 404);
    const zip = await shopper.send('POST', '/babbage-invoice-downloads', {
      invoices: [{ invoiceNumber: invoice.invoiceNumber, magic: invoice.magic }],
    });
    expectStatus(zip, 422);
    expect(zip.json().violations).toEqual([
      { propertyPath: 'invoices[0].invoiceNumber', message: invoiceMessages.notFound },
    ]);
    expect((await list(shopper))['hydra:member'].map((member) => member.invoiceNumber)).not.toContain(
      invoice.invoiceNumber,
    );
    expectStatus(await trader.send('GET', '/babbage-invoices/INV-GB-999999'), 404);
  });

  it('an invoice not in the active account’s list is refused by number too; its order still offers it', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const invoice = await invoiceOf(trader, order);
    const switchTo = (id: string) => trader.send('PUT', `/users/change-babbage-account/${id}`);
    expectStatus(await switchTo(trade.accounts[1]!.id), 200);
    try {
      const listed = await list(trader, '?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=100');
      expect(listed['hydra:member'].map((member) => member.invoiceNumber)).not.toContain(invoice.invoiceNumber);
      const byNumber = await trader.send('GET', `/babbage-invoices/${invoice.invoiceNumber}`);
      expectStatus(byNumber, 404);
      expect(byNumber.json()['hydra:description']).toBe(invoiceMessages.notFound);
      expectStatus(await pdfOf(trader, invoice), 404);
      const zip = await trader.send('POST', '/babbage-invoice-downloads', {
        invoices: [{ invoiceNumber: invoice.invoiceNumber, magic: invoice.magic }],
      });
      expectStatus(zip, 422);

      // The order is the person's own: it says its account and its invoice whichever is active.
      const mine = (await trader.send('GET', `/orders/${order.id}`)).json<Order>();
      expect(mine).toMatchObject({
        invoiceNumber: invoice.invoiceNumber,
        babbageAccount: { accountNumber: '10452', branch: { name: 'Leeds Kirkstall' } },
      });
      const pdf = await trader.send('GET', `/orders/${order.id}/invoice-pdf`);
      expectStatus(pdf, 200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
      expect((await readPdfText(bytesOf(pdf))).text).toContain(invoice.invoiceNumber);
    } finally {
      expectStatus(await switchTo(trade.accounts[0]!.id), 200);
    }
    expectStatus(await trader.send('GET', `/babbage-invoices/${invoice.invoiceNumber}`), 200);
    // Another person's order, an unpaid one and a made-up id have no invoice to give.
    expectStatus(await shopper.send('GET', `/orders/${order.id}/invoice-pdf`), 404);
    const unpaid = await confirmedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    expectStatus(await trader.send('GET', `/orders/${unpaid.id}/invoice-pdf`), 404);
    expectStatus(await trader.send('GET', '/orders/not-an-id/invoice-pdf'), 404);
  });

  it('serves the invoice as a PDF with its VAT number, number, lines and totals', async () => {
    const order = await placedOrder(trader, [
      [featuredSkus.brakePadsFocus, 3],
      [featuredSkus.brakeDiscsFocus, 2],
    ]);
    const invoice = await invoiceOf(trader, order);
    const response = await pdfOf(trader, invoice, {
      babbageAccountNumber: '10452',
      babbageBranchId: invoice.branchId,
      country: 'gb',
    });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.invoiceNumber}.pdf"`);
    const pdf = await readPdfText(bytesOf(response));
    expect(pdf.title).toBe(`VAT invoice ${invoice.invoiceNumber}`);
    const { text } = pdf;
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain(invoice.supplier.vatNumber!);
    expect(text).toContain(order.reference);
    expect(text).toContain('Tax point 10/03/2026');
    const money = (amount: number) => formatMoney(amount, 'GBP');
    for (const line of invoice.lines) {
      expect(text).toContain(line.description);
      expect(text).toContain(`${line.sku ?? line.description} ${line.quantity} ${money(line.unitPrice)}`);
      expect(text).toContain(`20% ${money(line.netAmount)}`);
    }
    // The VAT analysis (issue 43): net, VAT and gross per rate.
    const [net, vat, gross] = [order.totalExcTaxAfterDiscount, order.totalTaxAfterDiscount, order.totalIncTax];
    expect(text).toContain(`VAT analysis VAT rate Net VAT Gross 20% ${money(net)} ${money(vat)} ${money(gross)}`);
    expect(text).toContain(`Total excluding VAT ${money(order.totalExcTaxAfterDiscount)}`);
    expect(text).toContain(`Total VAT ${money(order.totalTaxAfterDiscount)}`);
    expect(text).toContain(`Total ${money(order.totalIncTax)}`);
  });

  it('refuses a PDF for a wrong or guessed magic, and for another account, branch or country', async () => {
    const order = await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]);
    const invoice = await invoiceOf(trader, order);
    const refusedWith = async (extra: object) => {
      const response = await pdfOf(trader, invoice, extra);
      expectStatus(response, 404);
      expect(response.json()['hydra:description']).toBe(invoiceMessages.notFound);
    };
    await refusedWith({ magic: `${invoice.magic.slice(0, -1)}${invoice.magic.endsWith('A') ? 'B' : 'A'}` });
    await refusedWith({ magic: 'x' });
    // The next number of the series, counted up to: its magic is not the one handed out with it.
    const sequence = Number(invoice.invoiceNumber.slice(-6));
    await refusedWith({ invoiceNumber: `INV-GB-${String(sequence - 1).padStart(6, '0')}` });
    await refusedWith({ babbageAccountNumber: '20817' });
    await refusedWith({ babbageBranchId: dublinBallymount });
    await refusedWith({ country: 'IE' });
    const invalid = await trader.send('POST', '/babbage-invoice-pdf', { invoiceNumber: '', country: 'FR' });
    expectStatus(invalid, 400);
    expect(invalid.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'invoiceNumber', message: invoiceMessages.invoiceNumber },
        { propertyPath: 'country', message: invoiceMessages.country },
      ]),
    );
  });

  it('downloads several invoices as one ZIP holding each asked PDF', async () => {
    const orders = [
      await placedOrder(trader, [[featuredSkus.brakePadsFocus, 1]]),
      await placedOrder(trader, [[featuredSkus.brakeDiscsFocus, 1]]),
      await placedOrder(trader, [[featuredSkus.brakePadsFocus, 2]]),
    ];
    const invoices = await Promise.all(orders.map((order) => invoiceOf(trader, order)));
    const response = await trader.send('POST', '/babbage-invoice-downloads', {
      invoices: invoices.map(({ invoiceNumber, magic, country, branchId, accountNumber }) => ({
        invoiceNumber,
        magic,
        country,
        branchId,
        accountNumber,
      })),
    });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-2026-03-10\.zip"$/);
    const files = unzipSync(bytesOf(response));
    expect(Object.keys(files).sort()).toEqual(invoices.map((invoice) => `${invoice.invoiceNumber}.pdf`).sort());
    for (const invoice of invoices) {
      const { text } = await readPdfText(files[`${invoice.invoiceNumber}.pdf`]!);
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain(`Total ${formatMoney(invoice.totalIncTax, 'GBP')}`);
    }

    const oneWrong = await trader.send('POST', '/babbage-invoice-downloads', {
      invoices: [
        { invoiceNumber: invoices[0]!.invoiceNumber, magic: invoices[0]!.magic },
        { invoiceNumber: invoices[1]!.invoiceNumber, magic: invoices[0]!.magic },
      ],
    });
    expectStatus(oneWrong, 422);
    expect(oneWrong.json().violations).toEqual([
      { propertyPath: 'invoices[1].invoiceNumber', message: invoiceMessages.notFound },
    ]);
    const none = await trader.send('POST', '/babbage-invoice-downloads', { invoices: [] });
    expectStatus(none, 400);
    expect(none.json().violations).toEqual([{ propertyPath: 'invoices', message: invoiceMessages.chooseInvoices }]);
  });

  it('a retail customer’s invoice has no trade account and is theirs alone', async () => {
    const order = await placedOrder(shopper, [[featuredSkus.brakePadsFocus, 1]], {
      service: 'next-day-delivery',
      date: '2026-03-11',
    });
    const invoice = await invoiceOf(shopper, order);
    expect(invoice).toMatchObject({ accountNumber: null, branchId: null, customer: { accountNumber: null } });
    expect(invoice.lines.at(-1)).toMatchObject({ id: 'delivery', sku: null, quantity: 1 });
    expect(invoice.totalIncTax).toBe(order.totalIncTax);
    expectStatus(await pdfOf(shopper, invoice), 200);
    expectStatus(await trader.send('GET', `/babbage-invoices/${invoice.invoiceNumber}`), 404);
  });
});
