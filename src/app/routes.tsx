import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { BasketExtraActions } from '../features/basket/components/basket-page';
import { CategoryTree } from '../features/catalogue/components/category-tree';
import { HomePage } from '../features/home/components/home-page';
import { RecentItems } from '../features/recent-items/components/recent-items';
import { rememberViewedProduct } from '../features/recent-items/recent-items-store';
import { Spinner } from '../ui/spinner';
import { startProductRead } from './early-reads';
import { HomeVehicleSearch } from './home-vehicle-search';
import { HomeContentSlot } from './layout/content-widgets';
import { NotFoundPage } from './not-found-page';
import { RequireUser } from './require-user';
import { RootRoute, RouteErrorFallback } from './root-route';

// The account and password screens load on first visit (their forms bring react-hook-form);
// the service worker precaches every chunk, so they still open offline.
const loginPage = () => import('../features/session/components/login-page');
const registerPage = () => import('../features/account/components/register-page');
const accountPage = () => import('../features/account/components/account-page');
const forgotPasswordPage = () => import('../features/password/components/forgot-password-page');
const setPasswordPage = () => import('../features/password/components/set-password-page');
const changePasswordPage = () => import('../features/password/components/change-password-page');
const categoryPage = () => import('../features/catalogue/components/category-page');
const productPage = () => import('../features/catalogue/components/product-page');
const productGrid = () => import('../features/catalogue/components/product-grid');
const searchPage = () => import('../features/search/components/search-results-page');
const storeLocatorPage = () => import('../features/store-locator/components/store-locator-page');
const storePage = () => import('../features/store-locator/components/store-page');
const favouritesPage = () => import('../features/favourites/components/favourites-page');
const actions = () => import('./product-actions');
const basketPage = () => import('../features/basket/components/basket-page');
const syncPage = () => import('../features/sync/components/sync-page');
const addressesPage = () => import('../features/addresses/components/addresses-page');
const offlineCataloguePage = () => import('../features/offline-catalogue/components/offline-catalogue-page');
const workOrderPages = () => import('./work-order-pages');
const healthCheckPages = () => import('./health-check-pages');
const clockingPages = () => import('./clocking-pages');
const workshopFiguresPages = () => import('./workshop-figures-pages');
const workshopBoardRoute = () => import('./workshop-board-route');
// The customer's page loads none of the bay's (Dexie, the outbox): it opens on a phone from a link.
const sharedHealthCheckRoute = () => import('./shared-health-check-route');
const ordersPage = () => import('../features/orders/components/orders-page');
const orderPage = () => import('../features/orders/components/order-page');
const quotePages = () => import('./quote-pages');
// "Save basket as a quote" (a logged-in person's) brings the quotes' store and their lines'
// schemas: it loads once the basket is on screen rather than before it, and never for a guest,
// whose basket opened with all of it evaluated in its longest task (issue 23).
const BasketQuoteAction = lazy(async () => ({ default: (await import('./basket-quote-action')).BasketQuoteAction }));
const basketExtraActions: BasketExtraActions = (basket) => (
  <Suspense fallback={null}>
    <BasketQuoteAction {...basket} />
  </Suspense>
);
const contentPages = () => import('./content-pages');
const invoicesPage = () => import('../features/invoices/components/invoices-page');
const invoicePage = () => import('../features/invoices/components/invoice-page');
const trackingPages = () => import('../features/tracking/tracking-pages');
const returnPages = () => import('../features/returns/return-pages');

/**
 * The pages (storefront-core §2); later features add their routes here. `queryClient`, when
 * given, lets the product page start its read as the route matches (early-reads.ts).
 */
const pageRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    index: true,
    element: (
      <HomePage
        vehicleSearch={<HomeVehicleSearch />}
        content={<HomeContentSlot />}
        catalogue={
          <>
            <RecentItems />
            <CategoryTree />
          </>
        }
      />
    ),
  },
  { path: 'account/login', lazy: async () => ({ Component: (await loginPage()).LoginPage }) },
  {
    path: 'account/register',
    lazy: async () => {
      const [{ RegisterPage }, { RegistrationText }] = await Promise.all([registerPage(), contentPages()]);
      return { Component: () => <RegisterPage about={<RegistrationText />} /> };
    },
  },
  {
    path: 'account/forgot-password',
    lazy: async () => ({ Component: (await forgotPasswordPage()).ForgotPasswordPage }),
  },
  { path: 'account/set-password', lazy: async () => ({ Component: (await setPasswordPage()).SetPasswordPage }) },
  {
    path: 'account',
    lazy: async () => {
      const { AccountPage } = await accountPage();
      return {
        Component: () => (
          <RequireUser>
            <AccountPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/addresses',
    lazy: async () => {
      const { AddressesPage } = await addressesPage();
      return {
        Component: () => (
          <RequireUser>
            <AddressesPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/orders',
    lazy: async () => {
      const { OrdersPage } = await ordersPage();
      return {
        Component: () => (
          <RequireUser>
            <OrdersPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/orders/:id',
    lazy: async () => {
      const { OrderPage } = await orderPage();
      return {
        Component: () => (
          <RequireUser>
            <OrderPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/invoices',
    lazy: async () => {
      const { InvoicesPage } = await invoicesPage();
      return {
        Component: () => (
          <RequireUser>
            <InvoicesPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/invoices/:number',
    lazy: async () => {
      const { InvoicePage } = await invoicePage();
      return {
        Component: () => (
          <RequireUser>
            <InvoicePage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/tracking',
    lazy: async () => {
      const { TrackingListPage } = await trackingPages();
      return {
        Component: () => (
          <RequireUser>
            <TrackingListPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/tracking/:ref',
    lazy: async () => {
      const { WismoOrderPage } = await trackingPages();
      return {
        Component: () => (
          <RequireUser>
            <WismoOrderPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/returns',
    lazy: async () => {
      const { ReturnsPage } = await returnPages();
      return {
        Component: () => (
          <RequireUser>
            <ReturnsPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/returns/new',
    lazy: async () => {
      const { ReturnFormPage } = await returnPages();
      return {
        Component: () => (
          <RequireUser>
            <ReturnFormPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/returns/:id',
    lazy: async () => {
      const { ReturnPage } = await returnPages();
      return {
        Component: () => (
          <RequireUser>
            <ReturnPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'account/change-password',
    lazy: async () => {
      const { ChangePasswordPage } = await changePasswordPage();
      return {
        Component: () => (
          <RequireUser>
            <ChangePasswordPage />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'category/exhaust-system/*',
    lazy: async () => {
      const [{ CategoryPage }, { productActions }] = await Promise.all([categoryPage(), actions()]);
      return { Component: () => <CategoryPage prefix="exhaust-system/" actions={productActions} /> };
    },
  },
  {
    path: 'category/*',
    lazy: async () => {
      const [{ CategoryPage }, { productActions }] = await Promise.all([categoryPage(), actions()]);
      return { Component: () => <CategoryPage actions={productActions} /> };
    },
  },
  {
    path: 'products/:id',
    ...(queryClient ? { loader: startProductRead(queryClient) } : {}),
    lazy: async () => {
      const [{ ProductPage }, { productActions }] = await Promise.all([productPage(), actions()]);
      return {
        Component: () => <ProductPage actions={productActions} onViewed={rememberViewedProduct} />,
      };
    },
  },
  {
    path: 'search',
    lazy: async () => {
      const [{ SearchResultsPage }, { ProductGrid }, { productActions }] = await Promise.all([
        searchPage(),
        productGrid(),
        actions(),
      ]);
      return {
        Component: () => (
          <SearchResultsPage
            renderProducts={(products) => <ProductGrid products={products} actions={productActions} />}
            actions={productActions}
          />
        ),
      };
    },
  },
  { path: 'stores', lazy: async () => ({ Component: (await storeLocatorPage()).StoreLocatorPage }) },
  { path: 'stores/:slug', lazy: async () => ({ Component: (await storePage()).StorePage }) },
  {
    path: 'account/favourites',
    lazy: async () => {
      const [{ FavouritesPage }, { ProductGrid }, { productActions }] = await Promise.all([
        favouritesPage(),
        productGrid(),
        actions(),
      ]);
      return {
        Component: () => (
          <RequireUser>
            <FavouritesPage
              renderProducts={(products) => <ProductGrid products={products} actions={productActions} />}
            />
          </RequireUser>
        ),
      };
    },
  },
  {
    path: 'store/basket',
    lazy: async () => {
      const { BasketPage } = await basketPage();
      return { Component: () => <BasketPage extraActions={basketExtraActions} /> };
    },
  },
  { path: 'account/quotes', lazy: async () => ({ Component: (await quotePages()).QuotesRoute }) },
  { path: 'account/quotes/:id', lazy: async () => ({ Component: (await quotePages()).QuoteRoute }) },
  { path: 'shared-quotes/:token', lazy: async () => ({ Component: (await quotePages()).SharedQuoteRoute }) },
  { path: 'work-orders', lazy: async () => ({ Component: (await workOrderPages()).WorkOrdersRoute }) },
  {
    path: 'work-orders/add-parts/part-selection/*',
    lazy: async () => ({ Component: (await workOrderPages()).PartSelectionRoute }),
  },
  { path: 'work-orders/:id', lazy: async () => ({ Component: (await workOrderPages()).WorkOrderRoute }) },
  { path: 'clocking', lazy: async () => ({ Component: (await clockingPages()).ClockingRoute }) },
  { path: 'health-checks', lazy: async () => ({ Component: (await healthCheckPages()).HealthChecksRoute }) },
  {
    path: 'health-checks/figures',
    lazy: async () => ({ Component: (await healthCheckPages()).HealthCheckFiguresRoute }),
  },
  {
    path: 'health-checks/settings',
    lazy: async () => ({ Component: (await healthCheckPages()).HealthCheckSettingsRoute }),
  },
  { path: 'health-checks/:id', lazy: async () => ({ Component: (await healthCheckPages()).HealthCheckRoute }) },
  {
    path: 'workshop/figures',
    lazy: async () => ({ Component: (await workshopFiguresPages()).TechnicianFiguresRoute }),
  },
  { path: 'workshop/clocks', lazy: async () => ({ Component: (await clockingPages()).TechnicianDayRoute }) },
  { path: 'workshop/due', lazy: async () => ({ Component: (await workshopFiguresPages()).VehiclesDueRoute }) },
  { path: 'workshop', lazy: async () => ({ Component: (await workshopBoardRoute()).WorkshopBoardRoute }) },
  { path: 'deferred-work', lazy: async () => ({ Component: (await healthCheckPages()).DeferredWorkRoute }) },
  {
    path: 'shared-health-checks/:token',
    lazy: async () => ({ Component: (await sharedHealthCheckRoute()).SharedHealthCheckRoute }),
  },
  { path: 'sync', lazy: async () => ({ Component: (await syncPage()).SyncPage }) },
  {
    path: 'settings/offline-catalogue',
    lazy: async () => ({ Component: (await offlineCataloguePage()).OfflineCataloguePage }),
  },
  { path: 'articles/:path', lazy: async () => ({ Component: (await contentPages()).ArticlesPage }) },
  { path: 'repair-data-terms', lazy: async () => ({ Component: (await contentPages()).RepairDataTermsPage }) },
  { path: 'forms/:code', lazy: async () => ({ Component: (await contentPages()).ServerFormPage }) },
  { path: '404', element: <NotFoundPage /> },
  { path: '*', lazy: async () => ({ Component: (await contentPages()).UnknownPathPage }) },
];

/**
 * The route table of the app. The first page's lazy chunk is waited for below the root, not
 * above it: the root (the session, the start's reads, the layout behind the start's spinner)
 * renders at once, so the session and the start's reads travel beside the page's chunk rather
 * than after it (issue 23); should the chunk be the slower, the page area says it is loading.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorFallback />,
      children: [{ hydrateFallbackElement: <Spinner label="Loading the page" />, children: pageRoutes(queryClient) }],
    },
  ];
}

/** The route table without the early read (the tests' routes). */
export const appRoutes = createAppRoutes();
