import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInformation, ProductSummary } from '../../../../contract/catalogue/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ProductGrid } from '../../../../src/features/catalogue/components/product-grid';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, storeBearerSession, useBearerMode, type Call, guestClaims } from '../../support/fake-api';
import { productSummary } from '../../support/products';
import { renderAt } from '../../support/render';

// "Product information is empty if no product has a price or none is shown on the website"
// (trade-features §5): the server answers every sku; the page keeps all of it or none.

const guest = guestClaims();
const leeds = { id: 'b-leeds', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall' };

function summary(sku: string, productName: string, price: number): ProductSummary {
  return productSummary({
    '@id': `/products/p-${sku}`,
    id: `p-${sku}`,
    sku,
    objectID: sku,
    slug: `part-${sku}`,
    productName,
    mpn: `M-${sku}`,
    brand: { name: 'Bosch', slug: 'bosch', logo: null },
    category: { id: '1', name: 'Alternators', slug: 'alternators', path: 'electrical/alternators' },
    price,
  });
}

function information(sku: string, price: number, showOnWebsite = true): ProductInformation {
  return {
    sku,
    currency: 'GBP',
    price,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    priceWithSurcharge: price,
    taxRate: 2000,
    stock: [{ location: leeds, stock: 4 }],
    preferredBranchId: null,
    showAddToBasketButton: true,
    showOnWebsite,
  };
}

const alternator = summary('100009', 'Alternator (exchange)', 0);
const starter = summary('100012', 'Starter motor (exchange)', 0);
const pads = summary('100001', 'Front brake pads', 3895);

/** Product information answers the given members; compatibility has nothing to say. */
function serve(members: ProductInformation[]) {
  const answers: Record<string, (call: Call) => Response> = {};
  return fakeApi(
    new Proxy(answers, {
      get: (_routes, key) => {
        if (typeof key !== 'string') return undefined;
        if (key.startsWith('GET /products/product-information?')) {
          return () => json({ 'hydra:member': members, 'hydra:totalItems': members.length });
        }
        if (key.startsWith('GET /storefront/product-compatibility?'))
          return () => json({ 'hydra:member': [], 'hydra:totalItems': 0 });
        return undefined;
      },
    }),
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('product information: empty when nothing is priced or nothing is shown', () => {
  it('shows no stock for any card when no product of the page has a price', async () => {
    const api = serve([information('100009', 0), information('100012', 0)]);
    renderAt(<ProductGrid products={[alternator, starter]} />);

    expect(await within(card('Alternator (exchange)')).findByText('Ask your branch about stock')).toBeTruthy();
    expect(within(card('Starter motor (exchange)')).getByText('Ask your branch about stock')).toBeTruthy();
    expect(screen.queryByText(/in stock/)).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/products/product-information?'))).toHaveLength(1);
  });

  it('shows no stock when no product of the page is shown on the website, priced or not', async () => {
    serve([information('100001', 3895, false), information('100009', 0, false)]);
    renderAt(<ProductGrid products={[pads, alternator]} />);

    expect(await within(card('Front brake pads')).findByText('Ask your branch about stock')).toBeTruthy();
    expect(within(card('Alternator (exchange)')).getByText('Ask your branch about stock')).toBeTruthy();
  });

  it('keeps every product’s information when one is priced and one is shown', async () => {
    serve([information('100001', 3895), information('100009', 0)]);
    renderAt(<ProductGrid products={[pads, alternator]} />);

    expect(await within(card('Front brake pads')).findByText('In stock at 1 branch')).toBeTruthy();
    // The unpriced one keeps its stock: the rule empties the whole or nothing.
    expect(within(card('Alternator (exchange)')).getByText('In stock at 1 branch')).toBeTruthy();
    expect(screen.queryByText('Ask your branch about stock')).toBeNull();
  });
});
