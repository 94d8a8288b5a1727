import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { useProductInformation } from '../../../../src/features/catalogue/api/product-information';
import { useLineStock } from '../../../../src/features/basket/api/line-stock';
import { setSessionStatus } from '../../../../src/session/session-status';
import { myBranch } from '../../../../src/storage/my-branch';
import {
  claims,
  fakeApi,
  json,
  storeBearerSession,
  useBearerMode,
  userRecord,
  type Call,
  guestClaims,
} from '../../support/fake-api';
import { renderAt } from '../../support/render';

const harrogate = { id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' };
const york = { id: 'b-york', name: 'York Clifton Moor', slug: 'york-clifton-moor' };
const leeds = { id: 'b-leeds', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall' };
const guest = guestClaims();

/** The server's rule in small: the asked branch first, else none preferred. */
function answer(call: Call) {
  const asked = new URL(call.path, 'http://x').searchParams.get('branch');
  const stores = [harrogate, leeds, york];
  const ordered = [...stores.filter((s) => s.id === asked), ...stores.filter((s) => s.id !== asked)];
  return json({
    'hydra:member': [
      {
        sku: '100001',
        currency: 'GBP',
        price: 3895,
        wasPrice: null,
        wasPriceEcp: null,
        surcharge: 0,
        priceWithSurcharge: 3895,
        taxRate: 2000,
        stock: ordered.map((location) => ({ location, stock: 2 })),
        preferredBranchId: asked && stores.some((s) => s.id === asked) ? asked : null,
        showAddToBasketButton: true,
        showOnWebsite: true,
      },
    ],
    'hydra:totalItems': 1,
  });
}

const INFO = 'GET /products/product-information';
const askedBranches = (calls: Call[]) =>
  calls
    .filter((c) => c.path.startsWith(`${INFO.slice(4)}?`))
    .map((c) => new URL(c.path, 'http://x').searchParams.get('branch'));

function FirstBranch() {
  const info = useProductInformation(['100001']);
  return <p>First: {info.data?.['hydra:member'][0]?.stock[0]?.location.name ?? '…'}</p>;
}

function LineStock() {
  const stock = useLineStock(['100001']);
  return <p>Line: {stock.data?.get('100001')?.where ?? '…'}</p>;
}

/** Product information answered for any query (other parameters, a currency, may ride along). */
function fakeServer(
  extra: Record<string, (call: Call) => Response | Promise<Response>> = {},
  respond: (call: Call) => Response | Promise<Response> = answer,
) {
  return fakeApi(
    new Proxy(extra, {
      get: (routes, key) => (typeof key === 'string' && key.startsWith(`${INFO}?`) ? respond : routes[key as string]),
    }),
  );
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('product information for my branch', () => {
  it("asks a guest's stock with the device's branch, and asks again when it changes", async () => {
    storeBearerSession(guest);
    myBranch.write(harrogate);
    const api = fakeServer();
    renderAt(<FirstBranch />);
    expect(await screen.findByText('First: Harrogate')).toBeTruthy();

    act(() => myBranch.write(york));
    expect(await screen.findByText('First: York Clifton Moor')).toBeTruthy();
    act(() => myBranch.remove());
    expect(await screen.findByText('First: Harrogate')).toBeTruthy();
    expect(askedBranches(api.calls)).toEqual([harrogate.id, york.id, null]);
  });

  it("asks a retail customer's stock with the device's branch", async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    myBranch.write(york);
    const api = fakeServer({ 'GET /users/u1': () => json(userRecord()) });
    renderAt(<FirstBranch />);
    expect(await screen.findByText('First: York Clifton Moor')).toBeTruthy();
    expect(askedBranches(api.calls).at(-1)).toBe(york.id);
  });

  it("never sends the device's branch for a trade user: the server knows their account's", async () => {
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
    myBranch.write(york);
    const account = { id: 'a1', accountNumber: '10452', branch: { id: leeds.id, name: leeds.name } };
    const api = fakeServer({
      'GET /users/u1': () =>
        json(userRecord({ isKeyAccount: 'true', babbageAccount: account, babbageAccounts: [account] })),
    });
    renderAt(<FirstBranch />);
    await waitFor(() => expect(api.callsTo('GET /users/u1')).toHaveLength(1));
    await screen.findByText('First: Harrogate');
    expect(askedBranches(api.calls).every((branch) => branch === null)).toBe(true);
  });

  it("gives the basket's lines the stock at the device's branch", async () => {
    storeBearerSession(guest);
    myBranch.write(york);
    const api = fakeServer();
    renderAt(<LineStock />);
    expect(await screen.findByText('Line: York Clifton Moor')).toBeTruthy();
    expect(askedBranches(api.calls)).toEqual([york.id]);
  });

  it('says a basket line is out of stock everywhere when no branch holds it (an empty list)', async () => {
    storeBearerSession(guest);
    // No branch holds it, and the guest has none of their own: an empty list.
    fakeServer({}, async (call) => {
      const body = await answer(call).json();
      body['hydra:member'][0].stock = [];
      return json(body);
    });
    function Nowhere() {
      const stock = useLineStock(['100001']);
      const line = stock.data?.get('100001');
      return <p>{line ? `Held at ${line.where ?? 'no branch'}: ${line.stock}` : '…'}</p>;
    }
    renderAt(<Nowhere />);
    expect(await screen.findByText('Held at no branch: 0')).toBeTruthy();
  });
});
