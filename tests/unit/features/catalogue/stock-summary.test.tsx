import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductInformation } from '../../../../contract/catalogue/schemas';
import { ProductCard } from '../../../../src/features/catalogue/components/product-card';
import { StockSummary } from '../../../../src/features/catalogue/components/stock-summary';
import { productSummary } from '../../support/products';

const branch = (id: string, name: string, stock: number) => ({
  location: { id, name, slug: name.toLowerCase() },
  stock,
});

function information(stock: ProductInformation['stock'], preferredBranchId: string | null): ProductInformation {
  return {
    sku: '100001',
    currency: 'GBP',
    price: 2500,
    wasPrice: null,
    wasPriceEcp: null,
    surcharge: 0,
    priceWithSurcharge: 2500,
    taxRate: 2000,
    stock,
    preferredBranchId,
    showAddToBasketButton: true,
    showOnWebsite: true,
  };
}

function shown(props: Parameters<typeof StockSummary>[0]) {
  const { container } = render(<StockSummary {...props} />);
  const paragraph = container.querySelector('p');
  return { text: paragraph?.textContent, className: paragraph?.className };
}

describe('stock summary', () => {
  it("says 'Checking stock…' while the information is loading", () => {
    expect(shown({ information: undefined })).toEqual({ text: 'Checking stock…', className: 'stock stock--unknown' });
  });

  it("says 'Stock could not be checked' when the request failed", () => {
    expect(shown({ information: undefined, failed: true })).toEqual({
      text: 'Stock could not be checked',
      className: 'stock stock--unknown',
    });
  });

  it('shows what is known when a later request failed', () => {
    expect(shown({ information: information([branch('b1', 'Leeds', 3)], 'b1'), failed: true }).text).toBe(
      '3 in stock at Leeds',
    );
  });

  describe('with a branch of their own (first in the list)', () => {
    it('says how many are in stock there', () => {
      const result = shown({ information: information([branch('b1', 'Leeds', 3), branch('b2', 'York', 5)], 'b1') });
      expect(result).toEqual({ text: '3 in stock at Leeds', className: 'stock stock--in' });
    });

    it('says none here and how many other branches have it', () => {
      expect(
        shown({
          information: information([branch('b1', 'Leeds', 0), branch('b2', 'York', 5), branch('b3', 'Hull', 2)], 'b1'),
        }),
      ).toEqual({
        text: 'None at Leeds · 2 branches have it',
        className: 'stock stock--elsewhere',
      });
      expect(
        shown({
          information: information([branch('b1', 'Leeds', 0), branch('b2', 'York', 1), branch('b3', 'Hull', 0)], 'b1'),
        }).text,
      ).toBe('None at Leeds · 1 branch has it');
    });

    it('says none here, and nothing more, when no branch has it', () => {
      expect(shown({ information: information([branch('b1', 'Leeds', 0), branch('b2', 'York', 0)], 'b1') })).toEqual({
        text: 'None at Leeds',
        className: 'stock stock--out',
      });
    });

    it('says out of stock when no branch is listed at all', () => {
      expect(shown({ information: information([], 'b1') })).toEqual({
        text: 'Out of stock',
        className: 'stock stock--out',
      });
    });
  });

  describe('without a branch of their own', () => {
    it('says how many branches have it', () => {
      expect(
        shown({
          information: information([branch('b1', 'Leeds', 4), branch('b2', 'York', 0), branch('b3', 'Hull', 1)], null),
        }),
      ).toEqual({
        text: 'In stock at 2 branches',
        className: 'stock stock--in',
      });
      expect(shown({ information: information([branch('b1', 'Leeds', 0), branch('b2', 'York', 7)], null) }).text).toBe(
        'In stock at 1 branch',
      );
    });

    it('says out of stock when no branch has it', () => {
      expect(shown({ information: information([branch('b1', 'Leeds', 0), branch('b2', 'York', 0)], null) })).toEqual({
        text: 'Out of stock',
        className: 'stock stock--out',
      });
      expect(shown({ information: information([], null) }).text).toBe('Out of stock');
    });
  });
});

/**
 * Issue 23: when a page's stock arrives, two dozen cards change their stock line at once. Changed
 * in place, each line's classes and text were four style invalidations in one commit, and under
 * Lighthouse's tracing each of them records a stack: that commit was the category page's longest
 * task. A card's stock line is made anew when what it can say changes, and simply replaced.
 */
describe("a card's stock line", () => {
  const product = productSummary({ price: 2500 });

  it('is replaced, not changed in place, when the stock arrives', () => {
    const card = (info: ProductInformation | undefined) => (
      <MemoryRouter>
        <ProductCard product={product} information={info} informationAnswered={info !== undefined} />
      </MemoryRouter>
    );
    const { container, rerender } = render(card(undefined));
    const checking = container.querySelector('p.stock');
    expect(checking?.textContent).toBe('Checking stock…');

    rerender(card(information([branch('b1', 'Leeds', 4)], 'b1')));
    const known = container.querySelector('p.stock');
    expect(known?.textContent).toBe('4 in stock at Leeds');
    expect(known).not.toBe(checking);
    expect(checking?.isConnected).toBe(false);
  });
});
