import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import { returnStates, type DigitalReturn } from '../../../../contract/returns/schemas';
import { retail, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { clientOf } from '../../modules/invoices/invoice-fixtures';
import { returnsClient } from '../../modules/returns/returns-fixtures';

/** The demo's returns (issue 26): a few in every state for the trade accounts, credited ones with credit notes. */
describe.each(testDatabases)('demo returns on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const returnsOf = async (user: { email: string; password: string }) => {
    const response = await returnsClient(await clientOf(app, user)).list('?itemsPerPage=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HydraCollection<DigitalReturn>>()['hydra:member'];
  };

  it.each([
    ['trade', trade, 'CN-GB-'],
    ['trade.ie', tradeIe, 'CN-IE-'],
  ] as const)('%s has returns in every state, the credited ones with their credit notes', async (_, user, prefix) => {
    const members = await returnsOf(user);
    expect(new Set(members.map((r) => r.state))).toEqual(new Set(returnStates));
    const credited = members.filter((r) => r.state === 'credited');
    expect(credited.length).toBeGreaterThanOrEqual(2);
    for (const item of credited) {
      expect(item.creditNote?.invoiceNumber.startsWith(prefix)).toBe(true);
      expect(item.creditNote!.totalIncTax).toBeGreaterThan(0);
      expect(item.history.map((event) => event.state)).toEqual(['requested', 'approved', 'collected', 'credited']);
    }
    const approved = members.find((r) => r.state === 'approved')!;
    expect(Date.parse(approved.collectAt!)).toBeGreaterThan(Date.now());
    const declined = members.find((r) => r.state === 'declined')!;
    expect(declined.history.at(-1)!.note).toMatch(/fitted/);
    for (const item of members.filter((r) => r.state !== 'credited')) expect(item.creditNote).toBeNull();
  });

  it('the retail customer has returns too, and none of the others’', async () => {
    const members = await returnsOf(retail);
    expect(members.length).toBeGreaterThan(0);
    const traders = new Set((await returnsOf(trade)).map((r) => r.id));
    expect(members.some((r) => traders.has(r.id))).toBe(false);
  });
});
