import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket, BasketUpdate } from '../../../../contract/basket/schemas';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Invoice, InvoiceSummary } from '../../../../contract/invoices/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createTestClock } from '../../helpers/clock';
import { trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { clientOf, pay, type Client } from '../invoices/invoice-fixtures';
import { expectStatus } from './basket-client';
import { setStock, tuesdayMorning } from './commerce-fixtures';

const crafted = 'Brake Pad';

/**
 * Issue 43: a line's name, unit price and VAT rate come from the catalogue on the server. A client
 * that sends its own name, price and rate with a line finds none of them in the basket, the order
 * placed from it, or its invoice.
 */
describe.each(testDatabases)('names and prices from the catalogue on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let trader: Client;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle, clock: createTestClock(tuesdayMorning) }));
    await setStock(handle.db, featuredSkus.brakePadsFocus, 50);
    trader = await clientOf(app, trade);
  });
  afterAll(() => app.close());

  const catalogue = async (sku: string) => {
    const [row] = await queryRows<{ name: string; price: number; tax_rate: number }>(
      handle.db,
      sql`SELECT name, price + COALESCE(surcharge, 0) AS price, tax_rate FROM products WHERE sku = ${sku}`,
    );
    return { name: row!.name, price: Number(row!.price), taxRate: Number(row!.tax_rate) };
  };

  const invoiceOf = async (order: Order): Promise<Invoice> => {
    const list = await trader.send('GET', '/babbage-invoices?dateFrom=10/03/2026&dateTo=10/03/2026&itemsPerPage=100');
    expectStatus(list, 200);
    const members = list.json<HydraCollection<InvoiceSummary>>()['hydra:member'];
    const found = members.find((member) => member.orderId === order.id && member.type === 'invoice');
    expect(found, `no invoice for ${order.reference}`).toBeDefined();
    const response = await trader.send('GET', `/babbage-invoices/${found!.invoiceNumber}`);
    expectStatus(response, 200);
    return response.json<Invoice>();
  };

  it('keeps none of a crafted name, price or VAT rate from the basket to the invoice', async () => {
    const sku = featuredSkus.brakePadsFocus;
    const product = await catalogue(sku);
    expect(product.name).not.toBe(crafted);
    const created = await trader.create({ lines: [], currency: 'GBP' });
    expectStatus(created, 201);
    const empty = created.json<Basket>();
    const lineId = uuidv7();
    const put = await trader.update(empty.id, {
      version: empty.version,
      lines: [
        {
          id: lineId,
          product: `/products/${sku}`,
          quantity: 2,
          productName: crafted,
          // None of these is part of a line input: they must be dropped, not obeyed.
          unitPrice: { excTax: 1 },
          price: 1,
          taxRate: 0,
          linePriceTotal: { excTax: 2, incTax: 2 },
          item: { sku, name: crafted, brand: { name: 'Nobody' } },
        },
      ],
      shipping: { service: 'click-and-collect', date: '2026-03-10' },
    });
    expectStatus(put, 200);
    const basket = put.json<BasketUpdate>();
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({
      productName: product.name,
      item: { sku, name: product.name },
      unitPrice: { excTax: product.price },
      taxRate: product.taxRate,
      linePriceTotal: { excTax: product.price * 2 },
    });
    const [stored] = await queryRows<{ product_name: string | null }>(
      handle.db,
      sql`SELECT product_name FROM basket_lines WHERE basket_id = ${basket.id}`,
    );
    expect(stored?.product_name).toBeNull();

    const confirmed = await trader.confirm(basket.id, { version: basket.version, orderId: uuidv7() });
    expectStatus(confirmed, 201);
    const order = confirmed.json<Order>();
    expect(order.lines[0]).toMatchObject({
      productName: product.name,
      unitPrice: { excTax: product.price },
      taxRate: product.taxRate,
    });
    expectStatus(await pay(trader, order), 201);

    const invoice = await invoiceOf(order);
    const [line] = invoice.lines;
    expect(line).toMatchObject({ sku, quantity: 2, unitPrice: product.price, vatRate: product.taxRate });
    expect(line!.description).toContain(product.name);
    expect(JSON.stringify(invoice)).not.toContain(`"${crafted}"`);
    expect(JSON.stringify(invoice)).not.toContain('Nobody');
  });
});
