import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import { ShippingForm } from '../../../../src/features/basket/components/shipping-form';

const nextDay: ShippingService = {
  code: 'next-day',
  name: 'Next-day delivery',
  description: 'Before 1pm, Monday to Friday',
  priceExcTax: 495,
  taxRate: 2000,
  freeOverExcTax: 5000,
  tradeOnly: false,
  kind: 'delivery',
  status: 'active',
  leadDays: 1,
  cutOffTime: null,
  sundays: false,
};

describe('the delivery options', () => {
  const shown = (currency: 'GBP' | 'EUR') =>
    render(<ShippingForm basketId="b1" services={[nextDay]} chosen={null} context={{ services: [nextDay], isTrade: false }} currency={currency} editable />);

  it('price a sterling basket in pounds', () => {
    shown('GBP');
    expect(screen.getByText(/£4\.95 ex\. VAT, free over £50\.00/)).toBeTruthy();
  });

  it('price a euro basket in euro, converted as its totals are (not pence under a euro sign)', () => {
    shown('EUR');
    // 495p × 1.17 = €5.79; £50 × 1.17 = €58.50.
    expect(screen.getByText(/€5\.79 ex\. VAT, free over €58\.50/)).toBeTruthy();
  });
});
