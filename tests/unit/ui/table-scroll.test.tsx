import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from '../../../src/ui/table-scroll';

// jsdom lays nothing out: the widths a browser would measure are given here.
function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const table = (
  <table>
    <tbody>
      <tr>
        <td>Tom Fletcher</td>
      </tr>
    </tbody>
  </table>
);

describe('a table’s scrolling box', () => {
  it('is a named region in the tab order while the table is wider than the screen', () => {
    widths(900, 390);
    render(<TableScroll label="Week of 30 November 2026">{table}</TableScroll>);
    const region = screen.getByRole('region', { name: 'Week of 30 November 2026, scrolls sideways' });
    expect(region.tabIndex).toBe(0);
  });

  it('is a plain box, not a tab stop, when the table fits', () => {
    widths(700, 800);
    const { container } = render(<TableScroll label="Orders">{table}</TableScroll>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('.table-scroll')?.hasAttribute('tabindex')).toBe(false);
  });
});
