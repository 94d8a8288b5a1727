import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ContentElementBlock } from '../../../../src/features/content/components/content-element';
import { RepairDataTermsPage } from '../../../../src/features/content/components/repair-data-terms-page';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, problem, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { guest } from './fixtures';

const element = (name: string, title: string, html: string) =>
  json({ '@id': `/api/content-elements/${name}`, name, title, html, updatedAt: '2026-11-01T09:00:00.000Z' });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('a named piece of the retailer’s content', () => {
  it('shows GET /content-elements/homepage under its title, sanitised once more', async () => {
    fakeApi({
      'GET /content-elements/homepage': () =>
        element(
          'homepage',
          'Parts for your car, today',
          '<p>Collect from your branch <strong>within the hour</strong>.</p><a href="javascript:alert(1)">Win</a>',
        ),
    });
    const { container } = renderAt(<ContentElementBlock name="homepage" className="card home-content" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Parts for your car, today' })).toBeTruthy();
    expect(await screen.findByText('within the hour')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parts for your car, today' }).className).toBe('card home-content');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('leaves no trace when the content is missing: the page works without it', async () => {
    const api = fakeApi({
      'GET /content-elements/registration_text': () => problem(404, 'This content could not be found.'),
    });
    const { container } = renderAt(<ContentElementBlock name="registration_text" />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows the repair-data terms from haynes_pro_tc at /repair-data-terms', async () => {
    fakeApi({
      'GET /content-elements/haynes_pro_tc': () =>
        element('haynes_pro_tc', 'Repair data terms of use', '<p>The repair times are supplied under licence.</p>'),
    });
    renderAt(<RepairDataTermsPage />, '/repair-data-terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Repair data terms' })).toBeTruthy();
    expect(await screen.findByText('The repair times are supplied under licence.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to work orders' }).getAttribute('href')).toBe('/work-orders');
  });
});
