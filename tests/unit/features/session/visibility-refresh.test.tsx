import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisibilityRefresh } from '../../../../src/features/session/hooks/use-visibility-refresh';
import { refreshesOnVisible } from '../../../../src/features/session/visibility-rule';
import { claims, fakeApi, pair, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

function Probe() {
  useVisibilityRefresh();
  return null;
}

function becomeVisible() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('refresh when the tab becomes visible', () => {
  const user = claims({ id: 'u1', exp: 2_000_000_000 });

  beforeEach(() => {
    useBearerMode();
    storeBearerSession(user);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is skipped on the invoices, category and part-selection pages only', () => {
    expect(refreshesOnVisible('/account/invoices')).toBe(false);
    expect(refreshesOnVisible('/category/brakes/pads')).toBe(false);
    expect(refreshesOnVisible('/category/exhaust-system/silencers')).toBe(false);
    expect(refreshesOnVisible('/work-orders/add-parts/part-selection/123/brakes')).toBe(false);
    expect(refreshesOnVisible('/')).toBe(true);
    expect(refreshesOnVisible('/account')).toBe(true);
    expect(refreshesOnVisible('/account/invoices-archive')).toBe(true);
    expect(refreshesOnVisible('/categoryx')).toBe(true);
  });

  it('forces a refresh on other pages, even before the expiry', async () => {
    const api = fakeApi({ 'POST /token/refresh': () => pair(user) });
    renderAt(<Probe />, '/account');
    act(becomeVisible);
    await vi.waitFor(() => expect(api.callsTo('POST /token/refresh')).toHaveLength(1));
  });

  it.each(['/account/invoices', '/category/brakes', '/work-orders/add-parts/part-selection/wo-1/brakes'])(
    'does not refresh on %s',
    async (path) => {
      const api = fakeApi({ 'POST /token/refresh': () => pair(user) });
      renderAt(<Probe />, path);
      act(becomeVisible);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls).toHaveLength(0);
    },
  );
});
