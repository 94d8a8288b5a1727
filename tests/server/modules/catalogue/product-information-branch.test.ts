import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMetres } from '../../../../contract/locations/distance';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { bearer, guestLogin, login, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

interface Info {
  sku: string;
  preferredBranchId: string | null;
  stock: { location: { id: string; name: string }; stock: number }[];
}

const branch = (name: string) => {
  const found = demoBranches.find((b) => b.name === name);
  if (!found) throw new Error(`No demo branch ${name}`);
  return found;
};

// A guest or retail customer's branch is kept on the device and asked for with `branch`.
describe.each(testDatabases)('product information for a branch asked for, on $name', (database) => {
  let app: FastifyInstance;
  let guest: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    guest = bearer((await guestLogin(app)).token);
  });
  afterAll(() => app.close());

  const information = async (branchId: string | null, headers = guest) => {
    const branchParam = branchId === null ? '' : `&branch=${encodeURIComponent(branchId)}`;
    const query = `skus[]=${featuredSkus.brakePadsFocus}${branchParam}`;
    const response = await app.inject({ method: 'GET', url: `/api/products/product-information?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json()['hydra:member'][0] as Info;
  };

  it("lists a guest's asked branch first, then the branches that hold the part, nearest to it first", async () => {
    const harrogate = branch('Harrogate');
    const info = await information(harrogate.id);
    expect(info.preferredBranchId).toBe(harrogate.id);
    expect(info.stock[0]?.location.name).toBe('Harrogate');
    const rest = info.stock.slice(1);
    expect(rest.every((s) => s.stock > 0)).toBe(true);
    const distances = rest.map((s) => greatCircleMetres(harrogate, branch(s.location.name)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Every active branch that holds it, and no other: the same set as without a branch.
    const held = (await information(null)).stock.map((s) => s.location.name);
    expect(held.every((name) => branch(name).status === 'active')).toBe(true);
    expect(new Set(info.stock.filter((s) => s.stock > 0).map((s) => s.location.name))).toEqual(new Set(held));
  });

  it('lists the asked branch first at 0 when it holds none, so the page can say so', async () => {
    const held = new Set((await information(null)).stock.map((s) => s.location.name));
    const empty = demoBranches.find((b) => b.status === 'active' && !held.has(b.name));
    if (!empty) throw new Error('Every branch holds the pads: the demo data changed');
    const info = await information(empty.id);
    expect(info.preferredBranchId).toBe(empty.id);
    expect(info.stock[0]).toMatchObject({ location: { name: empty.name }, stock: 0 });
    expect(info.stock.slice(1).every((s) => s.stock > 0)).toBe(true);
  });

  it(
    'ignores a branch that is unknown, malformed or closed: ' + 'the branches holding it by name, none preferred',
    async () => {
      const byName = await information(null);
      const names = byName.stock.map((s) => s.location.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      // A branch kept on a device can outlive the store (Wrexham is closed for a refit): the page
      // still shows stock, in the order it would without one.
      for (const asked of [branch('Wrexham').id, '01936b2e-0000-7000-8000-00000000ffff', 'not-a-branch']) {
        const info = await information(asked);
        expect(info.preferredBranchId).toBeNull();
        expect(info.stock.map((s) => s.location.name)).toEqual(names);
      }
    },
  );

  it("puts the asked branch before a trade account's own", async () => {
    const tradeHeaders = bearer((await login(app, trade.email, trade.password)).token);
    expect((await information(null, tradeHeaders)).stock[0]?.location.name).toBe('Leeds Kirkstall');
    expect((await information(branch('York Clifton Moor').id, tradeHeaders)).stock[0]?.location.name).toBe(
      'York Clifton Moor',
    );
  });
});
