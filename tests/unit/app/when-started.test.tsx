// whenStarted() (src/app/start-gate.tsx): what the first screen does not need (the device engines)
// waits for the start's spinner to go. Its own worker (vitest.config.ts): the promise is the
// module's, settled once, and other files open the gate.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { StartGate, whenStarted } from '../../../src/app/start-gate';
import { whenIdle } from '../../../src/app/when-idle';
import { clearCsrfToken } from '../../../src/api/csrf';
import { setSessionStatus } from '../../../src/session/session-status';
import { clearDb } from '../sync/support';
import { fakeApi, guestClaims, json, storeBearerSession, useBearerMode } from '../support/fake-api';
import { renderAt } from '../support/render';

const guest = guestClaims();

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('settles once the start’s spinner has gone, not before', async () => {
  storeBearerSession(guest);
  let answer: (response: Response) => void = () => {};
  fakeApi({
    'GET /storefront/product-comparisons?currency=GBP': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  let started = false;
  void whenStarted().then(() => (started = true));
  renderAt(
    <StartGate>
      <h1>The page</h1>
    </StartGate>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(started).toBe(false);

  answer(json({ 'hydra:member': [], 'hydra:totalItems': 0 }));
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  await vi.waitFor(() => expect(started).toBe(true));
  // And the idle moment after it comes, painted frames or not.
  await expect(whenIdle()).resolves.toBeUndefined();
});
