import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users/schemas';
import { PricingProvider } from '../../../src/app/pricing-provider';
import { CurrencyToggle } from '../../../src/ui/currency-toggle';
import { Price } from '../../../src/ui/price';

/** A product card's price under the person's pricing, and the switch a guest changes it with. */
function Shop({ user }: { user?: User }) {
  return (
    <PricingProvider user={user}>
      <CurrencyToggle />
      <Price price={4749} taxRate={2300} />
    </PricingProvider>
  );
}

describe('the currency switch', () => {
  beforeEach(() => localStorage.clear());

  it('offers pounds and euro, pounds by default, and keeps the choice as preferred-currency', () => {
    render(<Shop />);
    const pounds = screen.getByRole('button', { name: '£ GBP' });
    const euro = screen.getByRole('button', { name: '€ EUR' });
    expect(pounds.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/£58\.41/)).toBeTruthy();

    fireEvent.click(euro);
    expect(euro.getAttribute('aria-pressed')).toBe('true');
    expect(pounds.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('preferred-currency') ?? 'null')).toBe('EUR');
    expect(screen.getByText(/€58\.41/)).toBeTruthy();
  });

  it('shows pounds for a preferred currency without a price list', () => {
    localStorage.setItem('preferred-currency', JSON.stringify('USD'));
    render(<Shop />);
    expect(screen.getByRole('button', { name: '£ GBP' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it("prices in the account's currency once logged in, whatever the device prefers", () => {
    localStorage.setItem('preferred-currency', JSON.stringify('GBP'));
    render(
      <PricingProvider user={{ currency: 'EUR' } as User}>
        <Price price={4749} taxRate={2300} />
      </PricingProvider>,
    );
    expect(screen.getByText(/€58\.41/)).toBeTruthy();
  });
});
