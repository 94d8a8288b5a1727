import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import type { ComparisonProduct } from '../../../../contract/comparison/schemas';
import { violationList } from '../../../../contract/errors';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { setSessionStatus } from '../../../../src/session/session-status';
import { CompareButton } from '../../../../src/features/comparison/components/compare-button';
import { ComparisonProvider } from '../../../../src/features/comparison/shared-comparison';
import { ComparisonPanel } from '../../../../src/features/comparison/components/comparison-panel';
import { setComparisonOpen, useComparisonOpen } from '../../../../src/features/comparison/comparison-panel-state';
import {
  fakeApi,
  json,
  problem,
  storeBearerSession,
  useBearerMode,
  type Call,
  guestClaims,
} from '../../support/fake-api';
import { renderRoutes } from '../../support/render';

const guest = guestClaims();
const LIST = 'GET /storefront/product-comparisons?currency=GBP';
const ADD = 'POST /storefront/product-comparisons?currency=GBP';
const remove = (id: string) => `DELETE /storefront/product-comparisons/${id}`;
type Handler = (call: Call) => Response | Promise<Response>;

function compared(
  sku: string,
  category: string,
  name: string,
  attributes: Record<string, string> = {},
): ComparisonProduct {
  return {
    '@id': `/api/storefront/product-comparisons/c-${sku}`,
    id: `c-${sku}`,
    category,
    sku,
    productId: `p-${sku}`,
    productName: name,
    brandName: 'Brembo',
    currency: 'GBP',
    price: 2500,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    taxRate: 2000,
    productImage: null,
    showAddToBasketButton: true,
    partInformation: { updatedProductName: name, PartAttributes: attributes },
  };
}

/** The product card's summary of a compared product, for the Compare button. */
function summary(product: ComparisonProduct): ProductSummary {
  return {
    '@id': `/api/products/${product.productId}`,
    id: product.productId,
    sku: product.sku,
    objectID: product.sku,
    slug: product.sku,
    productName: product.productName,
    mpn: product.sku,
    brand: { name: product.brandName, slug: 'brembo', logo: null },
    category: { id: product.category, name: product.category, slug: product.category, path: product.category },
    attributes: [],
    image: null,
    currency: product.currency,
    price: product.price,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    taxRate: product.taxRate,
    showOnWebsite: true,
    showAddToBasketButton: true,
  };
}

const pads = compared('100002', 'Brake Pads', 'Front brake pads', { Axle: 'Front' });
const discs = compared('100001', 'Brake Pads', 'Rear brake pads', { Axle: 'Rear' });
const filter = compared('200001', 'Oil Filters', 'Oil filter');
const wipers = compared('300001', 'Wiper Blades', 'Wiper blade');
const airFilter = compared('200002', 'Oil Filters', 'Spin-on oil filter');

const hydraList = (products: ComparisonProduct[]) =>
  json({ 'hydra:member': products, 'hydra:totalItems': products.length });
const noContent = () => new Response(null, { status: 204 });
const known = [pads, discs, filter, wipers, airFilter];

/** The client's read of one category, as `encodeQuery` writes it. */
const CATEGORY = 'GET /storefront/product-comparisons?category=';
const categoryRead = (category: string) =>
  `${CATEGORY}${new URLSearchParams({ category }).toString().slice('category='.length)}&currency=GBP`;

/**
 * The comparison as the server keeps it: the list, adds (of the products above), removes and
 * reads by category (404 for a category none is in). `held` may be changed, as another tab
 * would; `answers` replace the server's for one call ("METHOD /path") or a list of turns.
 */
function comparisonServer(initial: ComparisonProduct[], answers: Record<string, Handler | Handler[]> = {}) {
  const server = { held: [...initial] };
  const answer = (key: string): Handler | undefined => {
    if (key === LIST) return () => hydraList(server.held);
    if (key === ADD) {
      return (call) => {
        const sku = (call.body as { sku: string }).sku;
        const product = known.find((item) => item.sku === sku) as ComparisonProduct;
        if (!server.held.some((item) => item.sku === sku)) server.held = [...server.held, product];
        return json({ products: server.held }, 201);
      };
    }
    if (key.startsWith('DELETE /storefront/product-comparisons/')) {
      return () => {
        server.held = server.held.filter((item) => key !== remove(item.id));
        return noContent();
      };
    }
    if (key.startsWith(CATEGORY)) {
      return (call) => {
        const category = new URL(call.path, 'http://x').searchParams.get('category');
        const members = server.held.filter((item) => item.category === category);
        return members.length ? hydraList(members) : problem(404, comparisonMessages.categoryNotInComparison);
      };
    }
    return undefined;
  };
  const api = fakeApi(
    new Proxy(answers, {
      get: (given, key) => (typeof key !== 'string' ? undefined : (given[key] ?? answer(key))),
    }),
  );
  return Object.assign(server, { api });
}

function OpenFlag() {
  return <p data-testid="open-flag">{useComparisonOpen() ? 'open' : 'closed'}</p>;
}

/** The app's shape: the panel in the layout, pages below it; /slow is a lazy page that waits for the gate. */
function routes({ gate = Promise.resolve(), cards = [] as ComparisonProduct[] } = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <ComparisonProvider>
          <ComparisonPanel />
          <OpenFlag />
          <Outlet />
        </ComparisonProvider>
      ),
      children: [
        {
          index: true,
          element: (
            <main>
              <h1>Home</h1>
              <Link to="/slow">Go to the slow page</Link>
              {cards.map((card) => (
                <CompareButton key={card.sku} product={summary(card)} />
              ))}
            </main>
          ),
        },
        { path: 'slow', lazy: () => gate.then(() => ({ Component: () => <h1>Slow page</h1> })) },
        { path: 'products/:id', element: <h1>Product page</h1> },
      ],
    },
  ];
}

const panel = () => screen.getByRole('complementary', { name: 'Product comparison' });
const toggleButton = () => within(panel()).getByRole('button', { name: /^(Compare \(|Hide comparison)/ });
const select = () => within(panel()).getByRole('combobox') as HTMLSelectElement;
const optionLabels = () => [...select().options].map((option) => option.textContent);
const slotNames = () =>
  within(panel())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const emptySlots = () => within(panel()).queryAllByText('Add a product to compare').length;

async function openPanel(count: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Compare (${count} of 4)` }));
  expect(toggleButton().getAttribute('aria-expanded')).toBe('true');
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
  setComparisonOpen(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('comparison panel: closing on a route change', () => {
  it('closes as soon as a route change starts, while the next page is still loading', async () => {
    comparisonServer([pads]);
    let letThrough: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const { router } = renderRoutes(routes({ gate }), '/');
    await openPanel(1);
    expect(slotNames()).toEqual(['Front brake pads']);

    fireEvent.click(screen.getByRole('link', { name: 'Go to the slow page' }));

    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await waitFor(() => expect(toggleButton().getAttribute('aria-expanded')).toBe('false'));
    // Still on the old page: the next one has not loaded yet.
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(toggleButton().textContent).toBe('Compare (1 of 4)');
    expect(screen.queryByRole('combobox')).toBeNull();

    letThrough();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a product in it is followed to its page', async () => {
    comparisonServer([pads]);
    const { router } = renderRoutes(routes(), '/');
    await openPanel(1);
    fireEvent.click(within(panel()).getByRole('link', { name: 'Front brake pads' }));
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/p-100002');
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('comparison panel: emptied', () => {
  it('resets when the last product is removed, so products added later start afresh', async () => {
    const { api } = comparisonServer([pads, filter]);
    renderRoutes(routes({ cards: [wipers, airFilter] }), '/');
    await openPanel(2);

    // Choose the second category, then take everything out.
    fireEvent.change(select(), { target: { value: 'Oil Filters' } });
    expect(slotNames()).toEqual(['Oil filter']);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Oil filter' }));
    await waitFor(() => expect(optionLabels()).toEqual(['Brake Pads (1)']));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Front brake pads' }));

    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Product comparison' })).toBeNull());
    expect(screen.getByTestId('open-flag').textContent).toBe('closed');
    expect(JSON.parse(localStorage.getItem('product_comparison') ?? 'null')).toEqual({});

    // Added afresh: the first product's category is the one shown, not the one chosen before.
    fireEvent.click(screen.getByRole('button', { name: 'Compare Wiper blade' }));
    await waitFor(() => expect(optionLabels()).toEqual(['Wiper Blades (1)']));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Spin-on oil filter' }));
    await waitFor(() => expect(optionLabels()).toEqual(['Wiper Blades (1)', 'Oil Filters (1)']));
    expect(select().value).toBe('Wiper Blades');
    expect(slotNames()).toEqual(['Wiper blade']);
    expect(api.callsTo(ADD).map((call) => call.body)).toEqual([{ sku: '300001' }, { sku: '200002' }]);
  });

  it('starts closed when products come back without being added from a card', async () => {
    const server = comparisonServer([pads]);
    const { queryClient } = renderRoutes(routes(), '/');
    await openPanel(1);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Front brake pads' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Product comparison' })).toBeNull());

    // Another tab added one: the next fetch brings it back, and the panel shows it as a closed bar.
    server.held = [filter];
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('button', { name: 'Compare (1 of 4)' })).toBeTruthy();
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('comparison panel: a failed remove', () => {
  it.each([
    ['a server error', () => problem(500, 'Database connection lost')],
    ['a product no longer there', () => problem(404, comparisonMessages.notInComparison)],
  ])('shows only the specification’s text for %s, never the server’s description', async (_case, answer) => {
    const { api } = comparisonServer([pads, discs], { [remove('c-100002')]: answer });
    renderRoutes(routes(), '/');
    await openPanel(2);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Front brake pads' }));

    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toBe('Sorry, there was a problem when processing this request');
    expect(api.callsTo(remove('c-100002'))).toHaveLength(1);
    // Nothing was taken out.
    expect(slotNames()).toEqual(['Front brake pads', 'Rear brake pads']);
    expect(toggleButton().textContent).toBe('Hide comparison');
  });
});

describe('comparison panel: categories', () => {
  it("labels the options 'category (count)' and shows the chosen one's products in 4 slots", async () => {
    comparisonServer([pads, filter, discs]);
    renderRoutes(routes(), '/');
    await openPanel(3);

    expect(optionLabels()).toEqual(['Brake Pads (2)', 'Oil Filters (1)']);
    expect([...select().options].map((option) => option.value)).toEqual(['Brake Pads', 'Oil Filters']);
    expect(select().value).toBe('Brake Pads');
    // In the server's order, even with numeric skus (100002 before 100001).
    expect(slotNames()).toEqual(['Front brake pads', 'Rear brake pads']);
    expect(emptySlots()).toBe(2);
    expect(
      within(panel())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Axle', 'Axle']);

    fireEvent.change(select(), { target: { value: 'Oil Filters' } });
    expect(select().value).toBe('Oil Filters');
    expect(slotNames()).toEqual(['Oil filter']);
    expect(emptySlots()).toBe(3);
  });

  it('chooses the first category when the chosen one disappears', async () => {
    comparisonServer([pads, filter, discs]);
    renderRoutes(routes(), '/');
    await openPanel(3);
    fireEvent.change(select(), { target: { value: 'Oil Filters' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Oil filter' }));

    await waitFor(() => expect(optionLabels()).toEqual(['Brake Pads (2)']));
    expect(select().value).toBe('Brake Pads');
    expect(slotNames()).toEqual(['Front brake pads', 'Rear brake pads']);
    expect(toggleButton().textContent).toBe('Hide comparison');
  });

  // BUG (reported, not fixed): the panel remembers the gone category and chooses it again as
  // soon as a product of it comes back, although the first had been chosen (trade-features §4;
  // `toggle` in comparison-rules keeps the chosen category). Flip to `it` once fixed.
  it(
    'keeps the first category chosen after the chosen one disappeared, ' + 'when a product of the old one is added',
    async () => {
      comparisonServer([pads, filter]);
      renderRoutes(routes({ cards: [airFilter] }), '/');
      await openPanel(2);
      fireEvent.change(select(), { target: { value: 'Oil Filters' } });
      fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Oil filter' }));
      await waitFor(() => expect(select().value).toBe('Brake Pads'));

      fireEvent.click(screen.getByRole('button', { name: 'Compare Spin-on oil filter' }));
      await waitFor(() => expect(optionLabels()).toEqual(['Brake Pads (1)', 'Oil Filters (1)']));
      expect(select().value).toBe('Brake Pads');
    },
  );
});

describe('comparison panel: what was last known', () => {
  it("shows the products of 'product_comparison' before the server answers", async () => {
    localStorage.setItem('product_comparison', JSON.stringify({ [filter.sku]: filter, [wipers.sku]: wipers }));
    let answer: (response: Response) => void = () => {};
    const { api } = comparisonServer([pads], { [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes(), '/');

    await openPanel(2);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(optionLabels()).toEqual(['Oil Filters (1)', 'Wiper Blades (1)']);
    expect(slotNames()).toEqual(['Oil filter']);

    answer(hydraList([pads]));
    await waitFor(() => expect(optionLabels()).toEqual(['Brake Pads (1)']));
    expect(slotNames()).toEqual(['Front brake pads']);
    expect(toggleButton().textContent).toBe('Hide comparison');
    expect(Object.keys(JSON.parse(localStorage.getItem('product_comparison') ?? '{}'))).toEqual([pads.sku]);
  });

  it('shows them while the session is still starting, without asking the server', async () => {
    setSessionStatus({ status: 'loading', error: null });
    localStorage.setItem('product_comparison', JSON.stringify({ [pads.sku]: pads }));
    const api = fakeApi({});
    renderRoutes(routes(), '/');
    expect(await screen.findByRole('button', { name: 'Compare (1 of 4)' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows nothing with nothing stored and an empty comparison', async () => {
    const api = fakeApi({ [LIST]: () => hydraList([]) });
    renderRoutes(routes(), '/');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Product comparison' })).toBeNull();
  });
});

describe('comparison panel: reading by category', () => {
  it('reads the chosen category from the server when open, and again when another is chosen', async () => {
    const server = comparisonServer([pads, filter]);
    renderRoutes(routes(), '/');
    expect(await screen.findByRole('button', { name: 'Compare (2 of 4)' })).toBeTruthy();
    // Closed, the category is not read.
    expect(server.api.calls.filter((call) => call.path.startsWith(CATEGORY.slice(4)))).toHaveLength(0);

    // Another tab added the rear pads since the list was read: the category's answer shows them.
    server.held = [pads, filter, discs];
    await openPanel(2);
    await waitFor(() => expect(slotNames()).toEqual(['Front brake pads', 'Rear brake pads']));
    expect(server.api.callsTo(categoryRead('Brake Pads'))).toHaveLength(1);

    fireEvent.change(select(), { target: { value: 'Oil Filters' } });
    await waitFor(() => expect(server.api.callsTo(categoryRead('Oil Filters'))).toHaveLength(1));
    expect(slotNames()).toEqual(['Oil filter']);
  });

  it('says nothing of a 404 for the chosen category, and chooses the first one left', async () => {
    const server = comparisonServer([pads, filter]);
    renderRoutes(routes(), '/');
    await openPanel(2);
    // Another tab took the oil filter out: the list here still shows it.
    server.held = [pads];
    fireEvent.change(select(), { target: { value: 'Oil Filters' } });

    await waitFor(() => expect(optionLabels()).toEqual(['Brake Pads (1)']));
    expect(select().value).toBe('Brake Pads');
    expect(slotNames()).toEqual(['Front brake pads']);
    expect(server.api.callsTo(categoryRead('Oil Filters'))).toHaveLength(1);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('shows the specification’s text when the category cannot be read', async () => {
    comparisonServer([pads, filter], { [categoryRead('Brake Pads')]: () => problem(500, 'Database connection lost') });
    renderRoutes(routes(), '/');
    await openPanel(2);
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toBe(comparisonMessages.failure);
    // The list's products of the category still show.
    expect(slotNames()).toEqual(['Front brake pads']);
  });
});

describe('compare button: adding', () => {
  it.each([
    ['a 500 with no description', () => new Response(null, { status: 500 }), comparisonMessages.failure],
    ['a 500 with an empty JSON body', () => json({}, 500), comparisonMessages.failure],
    [
      'a 500 with a description',
      () => problem(500, 'The comparison is being rebuilt. Try again shortly.'),
      'The comparison is being rebuilt. Try again shortly.',
    ],
    // The server's violation, in its own words rather than the description's 'sku: …'.
    [
      'an unknown sku',
      () => json(violationList(400, [{ propertyPath: 'sku', message: comparisonMessages.unknownProduct }]), 400),
      comparisonMessages.unknownProduct,
    ],
  ])('shows the right words for %s', async (_case, answer, words) => {
    comparisonServer([pads], { [ADD]: answer });
    renderRoutes(routes({ cards: [wipers] }), '/');
    await screen.findByRole('button', { name: 'Compare (1 of 4)' });
    fireEvent.click(screen.getByRole('button', { name: 'Compare Wiper blade' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(words);
    expect(alert.textContent).not.toBe('An unknown error occurred');
  });

  it('says the comparison is full on the other products’ buttons, without asking the server', async () => {
    const server = comparisonServer([pads, discs, filter, wipers]);
    renderRoutes(routes({ cards: [pads, airFilter] }), '/');
    expect(await screen.findByRole('button', { name: 'Compare (4 of 4)' })).toBeTruthy();

    const fifth = screen.getByRole('button', { name: 'Compare Spin-on oil filter' });
    expect(fifth.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('button', { name: '✓ Comparing Front brake pads' }).getAttribute('aria-disabled'),
    ).toBeNull();
    fireEvent.click(fifth);

    expect((await screen.findByRole('alert')).textContent).toBe(comparisonMessages.full);
    expect(server.api.callsTo(ADD)).toHaveLength(0);

    // Room again: the button adds.
    fireEvent.click(screen.getByRole('button', { name: '✓ Comparing Front brake pads' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Compare Spin-on oil filter' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Spin-on oil filter' }));
    await waitFor(() => expect(server.api.callsTo(ADD).map((call) => call.body)).toEqual([{ sku: airFilter.sku }]));
  });
});

/**
 * Issue 23: each Compare button held a query of the comparison of its own, so a page of two dozen
 * cards set up two dozen observers (each with its timer) as it rendered. The buttons share one.
 */
describe('compare buttons on a page of cards', () => {
  it('share one read of the comparison, however many cards show', async () => {
    comparisonServer([pads]);
    const cards = [discs, filter, wipers, airFilter].flatMap((card) =>
      Array.from({ length: 6 }, (_, n) => ({ ...card, sku: `${card.sku}-${n}`, id: `${card.id}-${n}` })),
    );
    const { queryClient } = renderRoutes(routes({ cards }), '/');
    expect(await screen.findByRole('button', { name: 'Compare (1 of 4)' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Compare [^(]/ })).toHaveLength(24);
    const [read] = queryClient.getQueryCache().findAll({ queryKey: ['comparison'], exact: false, type: 'active' });
    // The buttons' provider and the panel: two, not twenty-six.
    expect(read?.getObserversCount()).toBe(2);
  });
});
