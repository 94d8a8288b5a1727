import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLICK_TRAIL_LENGTH,
  clearClickTrail,
  clickTrail,
  describeClick,
  startClickTrail,
} from '../../../src/app/click-trail';
import { renderErrorReport } from '../../../src/app/render-error';

let stop: () => void = () => {};
// jsdom cannot follow a link: the clicks here go nowhere.
const stay = (event: Event) => event.preventDefault();

beforeEach(() => {
  clearClickTrail();
  stop = startClickTrail();
  document.addEventListener('click', stay);
});

afterEach(() => {
  stop();
  document.removeEventListener('click', stay);
  clearClickTrail();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

function click(element: Element | null) {
  if (!element) throw new Error('Nothing to click');
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('the last clicks (storefront-core §9)', () => {
  it('describes the control clicked by its tag, accessible name and the page', () => {
    history.replaceState(null, '', '/category/braking');
    document.body.innerHTML = `
      <button type="button"><svg></svg><span>Add to basket</span></button>
      <button type="button" aria-label="Close">×</button>
      <span id="qty">Quantity</span><input aria-labelledby="qty" value="3">
      <label for="reg">Registration</label><input id="reg" value="AB12 CDE">
      <input type="submit" value="Find parts">
      <a href="#stores">Our   stores
      </a>`;
    click(document.querySelector('span'));
    click(document.querySelector('[aria-label]'));
    click(document.querySelector('[aria-labelledby]'));
    click(document.getElementById('reg'));
    click(document.querySelector('[type=submit]'));
    click(document.querySelector('a'));
    expect(clickTrail()).toEqual([
      { tag: 'button', name: 'Add to basket', path: '/category/braking' },
      { tag: 'button', name: 'Close', path: '/category/braking' },
      { tag: 'input', name: 'Quantity', path: '/category/braking' },
      { tag: 'input', name: 'Registration', path: '/category/braking' },
      { tag: 'input', name: 'Find parts', path: '/category/braking' },
      { tag: 'a', name: 'Our stores', path: '/category/braking' },
    ]);
  });

  it('never records what was typed, and trims long names', () => {
    const input = document.createElement('input');
    input.value = 'my secret search';
    expect(describeClick(input, '/').name).toBe('');
    const paragraph = document.createElement('p');
    paragraph.textContent = 'A very long paragraph of text about brake pads, discs and callipers';
    const { name } = describeClick(paragraph, '/');
    expect(name).toHaveLength(40);
    expect(name.endsWith('…')).toBe(true);
  });

  it('keeps only the last 10', () => {
    document.body.innerHTML = Array.from({ length: 12 }, (_, i) => `<button>Button ${i + 1}</button>`).join('');
    for (const button of document.querySelectorAll('button')) click(button);
    expect(clickTrail()).toHaveLength(CLICK_TRAIL_LENGTH);
    expect(clickTrail()[0]?.name).toBe('Button 3');
    expect(clickTrail().at(-1)?.name).toBe('Button 12');
  });

  it('stops listening when stopped, keeping what it has for a report', () => {
    document.body.innerHTML = '<button>Checkout</button><button>Pay</button>';
    click(document.querySelector('button'));
    stop();
    click(document.querySelectorAll('button')[1] ?? null);
    expect(clickTrail().map((clicked) => clicked.name)).toEqual(['Checkout']);
  });
});

describe('the render error’s report', () => {
  it('carries the last clicks, newest first', () => {
    history.replaceState(null, '', '/store/basket');
    document.body.innerHTML = '<button>Apply code</button><a href="#checkout">Checkout</a>';
    click(document.querySelector('button'));
    click(document.querySelector('a'));
    expect(renderErrorReport(new Error('Cannot read properties of undefined'))).toEqual([
      'Render error: Cannot read properties of undefined',
      'The last 2 clicks before it, newest first: a "Checkout" on /store/basket < button "Apply code" on /store/basket',
    ]);
  });

  it('says only the error when nothing was clicked', () => {
    expect(renderErrorReport(new Error('Boom'))).toEqual(['Render error: Boom']);
  });
});
