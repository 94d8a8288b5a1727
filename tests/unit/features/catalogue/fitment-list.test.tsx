import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../../contract/catalogue/schemas';
import { FitmentList } from '../../../../src/features/catalogue/components/fitment-list';

const golf = {
  tecdocId: 1,
  make: 'Volkswagen',
  model: 'Golf VII',
  variant: '2.0 TDI 150',
  fuel: 'Diesel',
  yearFrom: 2012,
  yearTo: 2020,
};
const product = { universal: false, fitmentCount: 1, fitments: [golf] } as unknown as ProductDetail;

describe('the vehicles a part fits', () => {
  it('scroll sideways in a box the keyboard can reach (axe scrollable-region-focusable)', () => {
    render(<FitmentList product={product} />);
    const box = screen.getByRole('region', { name: 'Table of the vehicles, scrolls sideways' });
    expect(box.tabIndex).toBe(0);
    expect(box.className).toContain('table-scroll');
    expect(within(box).getByRole('cell', { name: 'Volkswagen Golf VII' })).toBeTruthy();
  });
});
