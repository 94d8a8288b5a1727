import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleModals } from '../../../../src/features/vehicles/vehicle-modals';

afterEach(() => vehicleModals.closeAll());

describe('vehicle modals', () => {
  it('opening one closes the other', () => {
    vehicleModals.open('change');
    expect(vehicleModals.current()).toBe('change');
    vehicleModals.open('lookup');
    expect(vehicleModals.current()).toBe('lookup');
    vehicleModals.open('refinement');
    expect(vehicleModals.current()).toBe('refinement');
    vehicleModals.open('mot-history');
    expect(vehicleModals.current()).toBe('mot-history');
  });

  it('a late close of a modal that is no longer open does nothing', () => {
    vehicleModals.open('change');
    vehicleModals.open('refinement');
    const listener = vi.fn();
    const off = vehicleModals.subscribe(listener);
    vehicleModals.close('change');
    expect(vehicleModals.current()).toBe('refinement');
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it('closing the open modal leaves none open', () => {
    vehicleModals.open('lookup');
    vehicleModals.close('lookup');
    expect(vehicleModals.current()).toBeNull();
  });

  it('tells its subscribers once per change, and no more after they leave', () => {
    const listener = vi.fn();
    const off = vehicleModals.subscribe(listener);
    vehicleModals.open('change');
    vehicleModals.open('change');
    vehicleModals.closeAll();
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    vehicleModals.open('lookup');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
