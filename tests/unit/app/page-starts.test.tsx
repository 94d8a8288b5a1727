import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '../../../src/app/app-router';
import { SavedCopyNotice } from '../../../src/features/connectivity/components/saved-copy-notice';
import { offlineOnTheDaySaved, readFromCache } from '../support/cached-reads';

const fromCache = (path: string, time: string) => readFromCache(path, new Date(`2026-11-27T${time}`));

/** The app's frame with the notice, a category page, a product page whose loader's read the
 * worker answers before the page renders, and the stores (no loader). */
function showApp(at: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        element: (
          <>
            <SavedCopyNotice />
            <Outlet />
          </>
        ),
        children: [
          { path: '/category/:slug', element: <h1>Category</h1> },
          {
            path: '/products/:id',
            loader: ({ params }) => {
              fromCache(`/storefront/product/${params.id}`, '14:05:00');
              return null;
            },
            element: <h1>Product</h1>,
          },
          { path: '/stores', element: <h1>Stores</h1> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<AppRouter router={router} />);
  return router;
}

const notice = () => screen.queryByRole('status')?.textContent ?? null;

offlineOnTheDaySaved();

describe('the saved copy notice counts the reads of the page now shown', () => {
  it('counts a read answered before the first page has rendered (the product loader’s)', async () => {
    showApp('/products/100001');
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(notice()).toMatch(/prices and stock as last updated at 14:05/);
  });

  it('on another page, counts that page’s loader read and not the page left behind', async () => {
    fromCache('/storefront/products-by-category/2?page=1', '09:15:00');
    const router = showApp('/category/brake-pads');
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(notice()).toMatch(/last updated at 09:15/);

    await act(() => router.navigate('/products/100001'));
    expect(screen.getByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(notice()).toMatch(/last updated at 14:05/);

    // The same page with another query string (a gallery tab, a filter) keeps its count.
    await act(() => router.navigate('/products/100001?tab=fitment'));
    expect(notice()).toMatch(/last updated at 14:05/);

    // A page with nothing from the cache yet says nothing.
    await act(() => router.navigate('/stores'));
    expect(screen.getByRole('heading', { name: 'Stores' })).toBeTruthy();
    expect(notice()).toBeNull();
  });
});
