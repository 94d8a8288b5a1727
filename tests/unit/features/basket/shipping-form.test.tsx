import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import { demoShippingServices } from '../../../../server/demo/commerce/shipping-services';
import { ShippingForm } from '../../../../src/features/basket/components/shipping-form';

// The demo's next-day courier: £6.95 ex VAT, free over £75.
const nextDay: ShippingService = (({ position: _position, ...service }) => service)(
  demoShippingServices.find((service) => service.code === 'next-day-delivery')!,
);

describe('the delivery options', () => {
  const shown = (currency: 'GBP' | 'EUR') =>
    render(
      <ShippingForm
        basketId="b1"
        services={[nextDay]}
        chosen={null}
        context={{ services: [nextDay], isTrade: false }}
        currency={currency}
        editable
      />,
    );

  it('price a sterling basket in pounds', () => {
    shown('GBP');
    expect(screen.getByText(/£6\.95 ex\. VAT, free over £75\.00/)).toBeTruthy();
  });

  it('price a euro basket in euro, converted as its totals are (not pence under a euro sign)', () => {
    shown('EUR');
    // 695p × 1.17 = €8.13; £75 × 1.17 = €87.75.
    expect(screen.getByText(/€8\.13 ex\. VAT, free over €87\.75/)).toBeTruthy();
  });
});
