import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Order } from '../../../../contract/orders/schemas';
import { login } from '../../helpers/session';
import { basketClient, expectStatus } from '../basket/basket-client';

export type Client = ReturnType<typeof basketClient>;

export const clientOf = async (app: FastifyInstance, user: { email: string; password: string }) =>
  basketClient(app, (await login(app, user.email, user.password)).token);

/** A basket confirmed into an order awaiting payment: collected at the branch on `date`. */
export async function confirmedOrder(
  client: Client,
  lines: [string, number][],
  { currency = 'GBP', date = '2026-03-10', service = 'click-and-collect' } = {},
): Promise<Order> {
  const basket = await client.basketWith(lines, currency);
  const shipped = await client.update(basket.id, { shipping: { service, date } });
  expectStatus(shipped, 200);
  const ready = shipped.json<Basket>();
  const confirmed = await client.confirm(ready.id, { version: ready.version, orderId: uuidv7() });
  expectStatus(confirmed, 201);
  return confirmed.json<Order>();
}

/** Paid on account: the order is placed, and invoiced. */
export async function pay(client: Client, order: Order) {
  return client.pay({ order: `/orders/${order.id}`, currency: order.currency, provider: 'payOnAccount' });
}

export async function placedOrder(client: Client, lines: [string, number][], options = {}): Promise<Order> {
  const order = await confirmedOrder(client, lines, options);
  const paid = await pay(client, order);
  expect(paid.statusCode, paid.body).toBe(201);
  return order;
}
