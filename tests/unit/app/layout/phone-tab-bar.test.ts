import { describe, expect, it } from 'vitest';
import { currentOf, mainPagesFor } from '../../../../src/app/layout/phone-tab-bar';

const names = (pages: { name: string }[]) => pages.map((page) => page.name);
const workshop = mainPagesFor(true, true);
const all = [...workshop.tabs, ...workshop.more];
const on = (path: string) => currentOf(path, all)?.name;

/** Issue 45: every main page from the bar, the one you are on marked. */
describe('the phone’s tab bar', () => {
  it('four pages and More, by who is looking', () => {
    expect(names(workshop.tabs)).toEqual(['Home', 'Basket', 'Work orders', 'Quotes']);
    expect(names(workshop.more)).toEqual(expect.arrayContaining(['Stores', 'Health checks', 'Favourites', 'Account']));
    expect(names(mainPagesFor(true, false).tabs)).toEqual(['Home', 'Stores', 'Basket', 'Quotes']);
    expect(names(mainPagesFor(false, false).tabs)).toEqual(['Home', 'Stores', 'Basket', 'Log in']);
  });

  it('marks the most specific page: Quotes under /account, not Account', () => {
    expect(on('/account/quotes/0190f0c8-2c3a-7000-8000-0000000000b1')).toBe('Quotes');
    expect(on('/account/favourites')).toBe('Favourites');
    expect(on('/account/orders')).toBe('Account');
  });

  it('Home only on the home page; a page of a section marks its section', () => {
    expect(on('/')).toBe('Home');
    expect(on('/stores/leeds-kirkstall')).toBe('Stores');
    expect(on('/deferred-work')).toBe('Health checks');
    expect(on('/work-orders/0190f0c8-2c3a-7000-8000-0000000000b1')).toBe('Work orders');
    expect(on('/category/braking')).toBeUndefined();
  });
});
