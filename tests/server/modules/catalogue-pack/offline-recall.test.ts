import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackItem, PackPage } from '../../../../contract/catalogue-pack/schemas';
import type { SearchResult } from '../../../../contract/search/routes';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { createPackIndex } from '../../../../src/catalogue-pack/search-index';
import counterQueries from '../../../fixtures/counter-queries.json';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

/**
 * Offline search finds what online search finds (issue 45): for each branch's pack, each of the
 * commonest counter queries (tests/fixtures/counter-queries.json) run by the client's own search
 * code on the pack, in Node, against the server's search answering the same words. Over all the
 * queries, the offline top ten holds at least 90% of the online top ten; the failure names the
 * parts each query missed.
 */
const TOP = 10;
const RECALL = 0.9;

interface CounterQuery {
  q: string;
  vrm?: string;
}

describe.each(testDatabases)('offline search against online search on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let token: string;
  let branches: { id: string; name: string }[];
  const tecdocOf = new Map<string, number>();

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
    ({ token } = await guestLogin(app));
    branches = (await app.inject({ method: 'GET', url: '/api/storefront/locations' })).json()['hydra:member'];
    const rows = await queryRows<{ vrm: string; tecdoc_id: number }>(
      handle.db,
      sql`SELECT r.vrm, v.tecdoc_id FROM registered_vehicles r JOIN vehicle_variants v ON v.id = r.variant_id`,
    );
    for (const row of rows) tecdocOf.set(row.vrm, row.tecdoc_id);
  });
  afterAll(() => app.close());

  const download = async (branchId: string): Promise<PackItem[]> => {
    const items: PackItem[] = [];
    let after = '';
    for (;;) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/storefront/catalogue-packs/${branchId}?limit=5000${after ? `&after=${after}` : ''}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<PackPage>();
      items.push(...page.items);
      if (!page.next) return items;
      after = encodeURIComponent(page.next);
    }
  };

  const online = async ({ q, vrm }: CounterQuery, tecdocId: number | null): Promise<string[]> => {
    const vehicle = tecdocId === null ? '' : `&tecdocId=${tecdocId}`;
    const response = await app.inject({
      method: 'GET',
      url: `/api/storefront/search?keywords=${encodeURIComponent(q)}&itemsPerPage=${TOP}${vehicle}`,
    });
    expect(response.statusCode, `${q} ${vrm ?? ''}: ${response.body}`).toBe(200);
    return response.json<SearchResult>().products.map((product) => product.sku);
  };

  it('holds at least 90% of the online top ten in the offline top ten, for every branch pack', async () => {
    const queries = counterQueries.queries as CounterQuery[];
    expect(queries.length).toBeGreaterThanOrEqual(50);
    const answers = new Map<CounterQuery, string[]>();
    for (const query of queries) {
      const tecdocId = query.vrm === undefined ? null : (tecdocOf.get(query.vrm) ?? null);
      if (query.vrm !== undefined) expect(tecdocId, `demo vehicle ${query.vrm}`).not.toBeNull();
      answers.set(query, await online(query, tecdocId));
    }
    const figures: string[] = [];
    const failures: string[] = [];
    for (const branch of branches) {
      const items = await download(branch.id);
      const index = createPackIndex();
      index.upsert(items);
      let wanted = 0;
      let held = 0;
      const misses: string[] = [];
      for (const query of queries) {
        const expected = answers.get(query) ?? [];
        const tecdocId = query.vrm === undefined ? null : (tecdocOf.get(query.vrm) ?? null);
        const found = new Set(index.search(query.q, TOP, tecdocId).map((hit) => hit.sku));
        const missed = expected.filter((sku) => !found.has(sku));
        wanted += expected.length;
        held += expected.length - missed.length;
        if (missed.length)
          misses.push(`  "${query.q}"${query.vrm ? ` (${query.vrm})` : ''}: missed ${missed.join(' ')}`);
      }
      const recall = wanted ? held / wanted : 1;
      figures.push(`${branch.name}: ${(recall * 100).toFixed(1)}% (${held}/${wanted})`);
      if (recall < RECALL) failures.push(`${branch.name}: ${(recall * 100).toFixed(1)}%\n${misses.join('\n')}`);
    }
    console.info(`Offline recall of the online top ${TOP}:\n${figures.join('\n')}`);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
