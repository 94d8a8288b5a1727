import type { Page } from '@playwright/test';

/** The two ways the client keeps its session (docs/session.md); the auth journeys run in both. */
export const sessionModes = [
  { name: 'cookie mode', isCookies: true },
  { name: 'bearer mode', isCookies: false },
] as const;

/** Stores the spec's `config` before any of the app's scripts run, on every navigation. */
export async function useSessionMode(page: Page, isCookies: boolean): Promise<void> {
  await page.addInitScript((config) => localStorage.setItem('config', JSON.stringify(config)), {
    baseUrl: '/api',
    isCookies,
  });
}

/** The spec's localStorage keys of a bearer-mode session. */
export const tokenKeys = ['token', 'refresh_token', 'claims', 'expires_at'] as const;

export async function storedTokenKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), [...tokenKeys]);
}
