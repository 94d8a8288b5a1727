import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BasketShipping, ShippingService } from '../../../../contract/shipping/schemas';
import { demoShippingServices } from '../../../../server/demo/commerce/shipping-services';
import { ShippingForm } from '../../../../src/features/basket/components/shipping-form';
import type { ShippingChange } from '../../../../src/features/basket/basket-changes';

const services: ShippingService[] = demoShippingServices
  .filter((service) => !service.tradeOnly)
  .map(({ position: _position, ...service }) => service);
const collect = services.find((service) => service.code === 'click-and-collect')!;

const shown = (
  chosen: BasketShipping | null,
  change: ShippingChange | null = null,
  orderProblem: string | null = null,
) =>
  render(
    <ShippingForm
      basketId="b1"
      services={services}
      chosen={chosen}
      context={{ services, isTrade: false }}
      currency="GBP"
      editable
      change={change}
      orderProblem={orderProblem}
    />,
  );

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);

describe('a delivery option selected is a delivery option chosen (issue 43)', () => {
  it('selects nothing while the basket has no delivery, and says to choose one', () => {
    shown(null);
    expect(checked()).toEqual([]);
    expect(screen.queryByText(/Chosen/)).toBeNull();
    expect(screen.getByText('Choose a delivery option to place your order.')).toBeTruthy();
  });

  it('never asks to choose beside an option picked and not yet used: it says how to use it', () => {
    shown(null);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(collect.name) }));
    expect(checked()).toEqual([collect.code]);
    expect(screen.queryByText(/Choose a delivery option/)).toBeNull();
    expect(screen.getByText(`Press “Use this delivery” to choose ${collect.name}.`)).toBeTruthy();
  });

  it('selects and names the chosen delivery, and asks for nothing more', () => {
    shown({ service: collect.code, date: '2026-03-10' });
    expect(checked()).toEqual([collect.code]);
    expect(screen.queryByText(/Choose a delivery option|Press “Use this delivery”/)).toBeNull();
    expect(screen.getByText(collect.name, { selector: 'p strong' })).toBeTruthy();
  });

  it('selects nothing for a choice the server refused', () => {
    const choice = { service: collect.code, date: '2026-03-10' };
    const status = { kind: 'refused', message: 'No', violations: [], status: 422 } as const;
    shown(choice, { entryId: '01', status, choice, message: 'No' });
    expect(checked()).toEqual([]);
  });

  it('shows why the order was not placed beside the delivery options', () => {
    shown(null, null, 'Please choose how you would like to receive your order.');
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toBe('Please choose how you would like to receive your order.');
    expect(screen.getByRole('group', { name: 'Delivery option' }).getAttribute('aria-describedby')).toBe(problem.id);
  });
});
