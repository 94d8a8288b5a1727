import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from '../../../../contract/locations/distance';
import type { Location } from '../../../../contract/locations/schemas';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { branchOrder, branchRef } from '../../../../server/modules/catalogue/branch-order';

const active = demoBranches.filter((b) => b.status === 'active') as unknown as Location[];
const named = (name: string) => active.find((b) => b.name === name) as Location;
const inOrder = (order: ReturnType<typeof branchOrder>) =>
  [...order.rank.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => order.byId.get(id) as Location);

describe('branchOrder', () => {
  it('puts the preferred branch first, then the others nearest to it', () => {
    const harrogate = named('Harrogate');
    const order = branchOrder(active, harrogate.id);
    expect(order.preferred?.name).toBe('Harrogate');
    const listed = inOrder(order);
    expect(listed[0]?.name).toBe('Harrogate');
    expect(listed[1]?.name).toBe('Leeds Kirkstall');
    const metres = listed.slice(1).map((b) => greatCircleMetres(harrogate, b));
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(listed).toHaveLength(active.length);
  });

  it('orders by name without a branch, or with one that is not in the active list', () => {
    for (const asked of [null, demoBranches.find((b) => b.status !== 'active')?.id ?? 'closed', 'not-a-branch']) {
      const order = branchOrder(active, asked);
      expect(order.preferred).toBeUndefined();
      const names = inOrder(order).map((b) => b.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('keeps each order with its list, and orders a new list afresh', () => {
    const leeds = named('Leeds Kirkstall').id;
    expect(branchOrder(active, leeds)).toBe(branchOrder(active, leeds));
    const withoutHarrogate = active.filter((b) => b.name !== 'Harrogate');
    const fresh = branchOrder(withoutHarrogate, leeds);
    expect(fresh).not.toBe(branchOrder(active, leeds));
    expect(fresh.byId.has(named('Harrogate').id)).toBe(false);
  });

  it('ranks every active branch once, from 0, the preferred one first', () => {
    const harrogate = named('Harrogate');
    const order = branchOrder(active, harrogate.id);
    expect(order.rank.get(harrogate.id)).toBe(0);
    expect([...order.rank.values()].sort((a, b) => a - b)).toEqual(active.map((_, index) => index));
  });

  it('names a branch on a stock line by its id, name and slug only', () => {
    const harrogate = named('Harrogate');
    expect(branchRef(harrogate)).toEqual({ id: harrogate.id, name: 'Harrogate', slug: harrogate.slug });
  });
});
