import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PartSelectionProduct } from '../../../../../contract/work-orders/part-selection';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { appDb } from '../../../../../src/db/app-db';
import { PartSelectionPage } from '../../../../../src/features/work-orders/components/part-selection-page';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import { id } from '../../../../contract/work-orders/fixtures';
import { clearDb } from '../../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode, type Call } from '../../../support/fake-api';
import { productSummary } from '../../../support/products';
import { renderAt } from '../../../support/render';

const doc: WorkOrder = {
  ...blankWorkOrder(
    id(1),
    { vrm: 'WB19KFD', make: 'Ford', model: 'Focus Mk4', tecdocId: 1234 },
    'GBP',
    '2026-11-26T09:00:00.000Z',
  ),
  workOrderNumber: 'WO-000123',
};
const pads = { id: 'c2', name: 'Brake Pads', slug: 'brake-pads', path: 'braking/brake-pads' };

function product(sku: string, brand: string, stock: number): PartSelectionProduct {
  return {
    ...productSummary({
      '@id': `/api/products/${sku}`,
      id: sku,
      sku,
      objectID: sku,
      slug: sku,
      productName: `Front Brake Pad Set ${sku}`,
      mpn: sku,
      brand: { name: brand, slug: brand.toLowerCase(), logo: null },
      category: pads,
      price: 3000,
    }),
    unitPrice: 3000,
    stockAvailability: stock,
    multipleOfSaleQuantity: 1,
  };
}
const group = (name: string, products: PartSelectionProduct[]) => ({
  key: name.toLowerCase(),
  name,
  productCount: products.length,
  products,
});

describe('part selection for a work order', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(claims({ id: 'u1' }));
    await appDb.workOrders.put({
      id: doc.id,
      userId: 'u1',
      serverVersion: 1,
      provisional: false,
      updatedAt: doc.modifiedAt,
      workOrder: doc,
      server: doc,
      parts: {},
      repairTasks: [],
    });
    const routes: Record<string, (call: Call) => Response> = {
      [`GET /work-orders/${doc.id}`]: () => json(doc),
      'POST /work-orders/category-products': () =>
        json({
          tecdocId: 1234,
          genArt: 402,
          groupBy: 'brand',
          currency: 'GBP',
          branchId: 'leeds',
          page: 1,
          itemsPerPage: 50,
          totalItems: 3,
          groups: [
            group('Bosch', [product('100002', 'Bosch', 0)]),
            group('Brembo', [product('100001', 'Brembo', 6), product('100003', 'Brembo', 2)]),
          ],
        }),
    };
    fakeApi(
      new Proxy(routes, {
        get: (given, key) =>
          typeof key === 'string' && key.startsWith('POST /work-orders/categories/')
            ? () =>
                json({
                  ...pads,
                  '@id': '/api/categories/c2',
                  depth: 1,
                  genartId: 402,
                  productCount: 3,
                  breadcrumbs: [],
                  children: [],
                  tecdocId: 1234,
                })
            : given[key as string],
      }),
    );
  });

  it('groups the parts that fit by brand, a heading for each below the category’s, with stock', async () => {
    renderAt(<PartSelectionPage id={doc.id} path="braking/brake-pads" />);
    const list = await screen.findByRole('list', { name: 'Parts that fit' });
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H1', 'Parts for WB19 KFD'],
      ['H2', 'Brake Pads'],
      ['H3', 'Bosch'],
      ['H3', 'Brembo'],
    ]);
    const brembo = within(list).getByRole('list', { name: 'Brembo' });
    expect(
      within(brembo)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Add Brembo Front Brake Pad Set 100001', 'Add Brembo Front Brake Pad Set 100003']);
    expect(brembo.textContent).toContain('6 at your branch');
    expect(within(list).getByRole('list', { name: 'Bosch' }).textContent).toContain('not at your branch');
  });
});
