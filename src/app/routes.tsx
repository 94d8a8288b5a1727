import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { Spinner } from '../ui/spinner';
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

/** The route table of the app (storefront-core §2); later features add their routes here. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorFallback />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'account/login', lazy: async () => ({ Component: (await loginPage()).LoginPage }) },
      { path: 'account/register', lazy: async () => ({ Component: (await registerPage()).RegisterPage }) },
      { path: 'account/forgot-password', lazy: async () => ({ Component: (await forgotPasswordPage()).ForgotPasswordPage }) },
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
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
