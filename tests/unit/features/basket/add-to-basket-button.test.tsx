import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoShippingServices } from '../../../../server/demo/commerce/shipping-services';
import { appDb } from '../../../../src/db/app-db';
import { AddToBasketButton } from '../../../../src/features/basket/components/add-to-basket-button';
import { clearDb } from '../../sync/support';
import { fakeApi, guestClaims, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { productSummary } from '../../support/products';
import { renderAt } from '../../support/render';

const services = demoShippingServices.map(({ position: _position, ...service }) => service);

const product = (n: number) =>
  productSummary({
    '@id': `/products/p${n}`,
    id: `p${n}`,
    sku: String(100000 + n),
    objectID: `prod_${100000 + n}`,
    productName: `Front Brake Pad Set ${n}`,
  });

/**
 * Issue 23: each "Add to basket" on a page of two dozen cards held the shipping services and the
 * profile as queries of its own from the moment it rendered. What re-pricing needs is read as a
 * line is added.
 */
describe('"Add to basket" on a page of cards', () => {
  let serviceReads = 0;

  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
    useBearerMode();
    storeBearerSession(guestClaims());
    serviceReads = 0;
    fakeApi({
      'GET /shipping-services?status=active&itemsPerPage=1000': () => {
        serviceReads += 1;
        return json({ 'hydra:member': services, 'hydra:totalItems': services.length });
      },
    });
  });

  it('holds no query while the page shows, and asks for the shipping services once a line is added', async () => {
    const { queryClient } = renderAt(
      <>
        {Array.from({ length: 24 }, (_, n) => (
          <AddToBasketButton key={n} product={product(n)} />
        ))}
      </>,
    );
    const buttons = await screen.findAllByRole('button', { name: 'Add to basket' });
    expect(buttons).toHaveLength(24);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(serviceReads).toBe(0);

    fireEvent.click(buttons[3]!);
    await waitFor(async () => expect((await appDb.baskets.toArray())[0]?.basket.lines).toHaveLength(1));
    await waitFor(() => expect(serviceReads).toBe(1));

    // The list read for the first line serves the next (it is kept for ten minutes).
    fireEvent.click(buttons[5]!);
    await waitFor(async () => expect((await appDb.baskets.toArray())[0]?.basket.lines).toHaveLength(2));
    expect(serviceReads).toBe(1);
  });

  it('records the line at once when the shipping services never answer', async () => {
    fakeApi({ 'GET /shipping-services?status=active&itemsPerPage=1000': () => new Promise<Response>(() => {}) });
    renderAt(<AddToBasketButton product={product(1)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    await waitFor(async () => expect((await appDb.baskets.toArray())[0]?.basket.lines).toHaveLength(1), {
      timeout: 2000,
    });
  });

  it('still adds the line when the shipping services cannot be read and none are kept', async () => {
    fakeApi({
      'GET /shipping-services?status=active&itemsPerPage=1000': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAt(<AddToBasketButton product={product(1)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    await waitFor(async () => expect((await appDb.baskets.toArray())[0]?.basket.lines).toHaveLength(1));
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
