import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { FooterMenu } from '../../../../src/features/content/components/footer-menu';
import { HeaderMenu } from '../../../../src/features/content/components/header-menu';
import { setSessionStatus } from '../../../../src/session/session-status';
import { fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { footerMenu, guest, headerItems } from './fixtures';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(guest);
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the header menu', () => {
  it('with a vehicle chosen, shows the filtered items, each heading’s pages behind a button', async () => {
    const api = fakeApi({
      'GET /storefront/menu-items?filterByVehicle=true': () =>
        json({ 'hydra:member': headerItems, 'hydra:totalItems': 2 }),
    });
    renderAt(<HeaderMenu vehicleChosen />, '/');

    const nav = await screen.findByRole('navigation', { name: 'Parts and guides' });
    expect(within(nav).getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('/category/braking');
    expect(within(nav).getByRole('link', { name: 'Fitting guides' }).getAttribute('href')).toBe('/articles/guides');
    // The pages under Brakes are hidden until asked for.
    expect(within(nav).queryByRole('link', { name: 'Brake pads' })).toBeNull();
    const more = within(nav).getByRole('button', { name: 'Brakes: more pages' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe(
      '/category/braking/brake-pads',
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /storefront/menu-items?filterByVehicle=true',
    ]);
  });

  it('with no vehicle chosen, asks for the menu by its code: GET /menus/header, one call', async () => {
    const api = fakeApi({
      'GET /menus/header': () =>
        json({ '@id': '/api/menus/header', code: 'header', name: 'Header', menuItems: headerItems }),
    });
    renderAt(<HeaderMenu vehicleChosen={false} />, '/');
    const nav = await screen.findByRole('navigation', { name: 'Parts and guides' });
    expect(within(nav).getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('/category/braking');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /menus/header']);
  });

  it('closes the open pages with Escape and gives the focus back to their button', async () => {
    fakeApi({
      'GET /storefront/menu-items?filterByVehicle=true': () =>
        json({ 'hydra:member': headerItems, 'hydra:totalItems': 2 }),
    });
    renderAt(<HeaderMenu vehicleChosen />, '/');
    const more = await screen.findByRole('button', { name: 'Brakes: more pages' });
    fireEvent.click(more);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Brake pads' }), { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('opens and closes the whole list with the Menu button (tablets and phones)', async () => {
    fakeApi({
      'GET /storefront/menu-items?filterByVehicle=true': () =>
        json({ 'hydra:member': headerItems, 'hydra:totalItems': 2 }),
    });
    renderAt(<HeaderMenu vehicleChosen />, '/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe('site-menu-list');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-menu-list')?.className).toContain('site-menu__list--open');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Brakes' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when one of its links is followed, even to the page already shown', async () => {
    fakeApi({
      'GET /storefront/menu-items?filterByVehicle=true': () =>
        json({ 'hydra:member': headerItems, 'hydra:totalItems': 2 }),
    });
    renderAt(<HeaderMenu vehicleChosen />, '/category/braking/brake-pads');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Brakes: more pages' }));
    fireEvent.click(screen.getByRole('link', { name: 'Brake pads' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
  });

  it('takes no room of its own beyond the empty row when the menu cannot be had', async () => {
    const api = fakeApi({ 'GET /storefront/menu-items?filterByVehicle=true': () => json({ status: 500 }, 500) });
    const { container } = renderAt(<HeaderMenu vehicleChosen />, '/');
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('.site-menu-shell')).not.toBeNull();
  });
});

describe('the footer menu', () => {
  it('shows GET /storefront/menus/footer.json as a column per heading', async () => {
    fakeApi({ 'GET /storefront/menus/footer.json': () => json(footerMenu) });
    renderAt(<FooterMenu />, '/');
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const help = within(nav).getByRole('region', { name: 'Help and information' });
    expect(within(help).getByRole('link', { name: 'Returns and refunds' }).getAttribute('href')).toBe(
      '/articles/returns-and-refunds',
    );
    // '#cookie-settings' is something the page does: without a control for it, it is left out.
    expect(within(help).queryByText('Cookie settings')).toBeNull();
  });

  it('shows the control the app gives for an item that is not a page', async () => {
    fakeApi({ 'GET /storefront/menus/footer.json': () => json(footerMenu) });
    renderAt(<FooterMenu actions={{ '#cookie-settings': <button type="button">Cookie settings</button> }} />, '/');
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });
});
