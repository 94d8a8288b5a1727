import { describe, expect, it } from 'vitest';
import { findByCommonName, slugOfName } from '../../../../server/modules/catalogue/category-names';

const rows = [
  { name: 'Braking', slug: 'braking', path: 'braking' },
  { name: 'Brake Pads', slug: 'brake-pads', path: 'braking/brake-pads' },
  { name: 'Exhaust System', slug: 'exhaust-system', path: 'exhaust-system' },
  { name: 'Exhaust Fitting Kits', slug: 'fitting-kits', path: 'exhaust-system/fitting-kits' },
  { name: 'Brake Pad Fitting Kits', slug: 'fitting-kits', path: 'braking/fitting-kits' },
  { name: 'Oils & Fluids', slug: 'oils-and-fluids', path: 'oils-and-fluids' },
  { name: 'Car Batteries', slug: 'batteries', path: 'electrical/batteries' },
  { name: 'Wiper Blades', slug: 'wiper-blades', path: 'wipers/wiper-blades' },
  { name: 'Timing Belt Kits', slug: 'timing-belt-kits', path: 'engine/timing-belt-kits' },
];

/** Issue 45: `/category/brakes` found nothing while the menu's "Brakes" went to `/category/braking`. */
describe('a category by a name people use', () => {
  it('the common names of the catalogue’s categories', () => {
    expect(findByCommonName(rows, 'brakes')?.path).toBe('braking');
    expect(findByCommonName(rows, 'exhausts')?.path).toBe('exhaust-system');
    expect(findByCommonName(rows, 'cambelts')?.path).toBe('engine/timing-belt-kits');
  });

  it('its own name, in any case, with & and plurals', () => {
    expect(findByCommonName(rows, 'Oils & Fluids')?.path).toBe('oils-and-fluids');
    expect(findByCommonName(rows, 'wiper-blade')?.path).toBe('wipers/wiper-blades');
    expect(findByCommonName(rows, 'Brake pad')?.path).toBe('braking/brake-pads');
  });

  it('nothing when the name is unknown or means two categories', () => {
    expect(findByCommonName(rows, 'spaceships')).toBeUndefined();
    expect(findByCommonName(rows, 'fitting-kit')).toBeUndefined();
  });

  it('slugs a name as the catalogue does', () => {
    expect(slugOfName('Suspension & Steering')).toBe('suspension-and-steering');
  });
});
