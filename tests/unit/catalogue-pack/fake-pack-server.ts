import { vi } from 'vitest';
import type { PackItem, PackPage } from '../../../contract/catalogue-pack/schemas';

/** A pack product with what the tests vary; the rest plausible. */
export function packItem(sku: string, overrides: Partial<PackItem> = {}): PackItem {
  return {
    id: `0193a000-0000-7000-8000-${sku.padStart(12, '0')}`,
    sku,
    objectID: `prod_${sku}`,
    slug: `part-${sku}`,
    name: `Bosch Oil Filter ${sku}`,
    mpn: `F 026 ${sku}`,
    brand: { name: 'Bosch', slug: 'bosch' },
    category: { id: '7', name: 'Oil Filters', slug: 'oil-filters', path: 'filters/oil-filters' },
    categoryTrail: ['Filters', 'Oil Filters'],
    attributes: [],
    words: `bosch oil filter ${sku} filters oil filters golf`,
    image: null,
    oe: [],
    competitor: [],
    superseded: [],
    price: 899,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    taxRate: 2000,
    showAddToBasketButton: true,
    stock: { here: 3, nearby: [0, 1, 2] },
    tecdocIds: [],
    ...overrides,
  };
}

/**
 * The server's side of the pack in a few lines: products with the version each last changed at,
 * and withdrawals. Answers GET /storefront/catalogue-packs/{branch} the way the real one does:
 * pages by sku after `after`; with `since`, the changed products and the removed skus.
 */
export function fakePackServer(initial: PackItem[]) {
  let version = 100;
  const items = new Map(initial.map((item) => [item.sku, { item, changedAt: version }]));
  const withdrawn = new Map<string, number>();
  const requests: URLSearchParams[] = [];
  let failNext: 'network' | null = null;

  const page = (query: URLSearchParams): PackPage => {
    const since = query.get('since');
    const after = query.get('after') ?? '';
    const limit = Number(query.get('limit') ?? 1000);
    const base = {
      branch: { id: 'b1', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall' },
      nearby: [],
      version: String(version),
      cap: 20_000,
    };
    const bySku = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    if (since === null || Number(since) > version) {
      const skus = [...items.keys()].sort(bySku);
      const chunk = skus.filter((sku) => sku > after).slice(0, limit);
      return {
        ...base,
        since: null,
        total: skus.length,
        items: chunk.map((sku) => items.get(sku)!.item),
        removed: [],
        next: chunk.length === limit ? chunk.at(-1)! : null,
      };
    }
    const changed = [
      ...[...items].filter(([, entry]) => entry.changedAt > Number(since)).map(([sku]) => sku),
      ...[...withdrawn].filter(([, at]) => at > Number(since)).map(([sku]) => sku),
    ].sort(bySku);
    const chunk = changed.filter((sku) => sku > after).slice(0, limit);
    return {
      ...base,
      since,
      total: changed.length,
      items: chunk.filter((sku) => items.has(sku)).map((sku) => items.get(sku)!.item),
      removed: chunk.filter((sku) => !items.has(sku)),
      next: chunk.length === limit ? chunk.at(-1)! : null,
    };
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/storefront/catalogue-packs/'))
        throw new Error(`Unexpected call ${url.pathname}`);
      requests.push(url.searchParams);
      if (failNext === 'network') {
        failNext = null;
        throw new TypeError('Failed to fetch');
      }
      return new Response(JSON.stringify(page(url.searchParams)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );

  return {
    requests,
    /** The next request fails as a dropped line does. */
    dropNext: () => (failNext = 'network'),
    change(item: PackItem) {
      version += 1;
      withdrawn.delete(item.sku);
      items.set(item.sku, { item, changedAt: version });
    },
    withdraw(sku: string) {
      version += 1;
      items.delete(sku);
      withdrawn.set(sku, version);
    },
    get version() {
      return String(version);
    },
  };
}
