import { act, render, screen } from '@testing-library/react';
import { z } from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { localValue, useLocalValue } from '../../../src/storage/local-value';

const incTax = localValue('inc-tax', z.boolean(), true);

describe('localValue', () => {
  beforeEach(() => localStorage.clear());

  it('reads the default until written, then the stored JSON', () => {
    expect(incTax.read()).toBe(true);
    incTax.write(false);
    expect(localStorage.getItem('inc-tax')).toBe('false');
    expect(incTax.read()).toBe(false);
  });

  it('reads a corrupt or wrongly shaped value as the default', () => {
    localStorage.setItem('inc-tax', '{not json');
    expect(incTax.read()).toBe(true);
    localStorage.setItem('inc-tax', '"yes"');
    expect(incTax.read()).toBe(true);
  });

  it('re-renders its readers on a write here and on a change from another tab', () => {
    function Shown() {
      return <p>{useLocalValue(incTax) ? 'inc' : 'exc'}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('inc')).toBeTruthy();
    act(() => incTax.write(false));
    expect(screen.getByText('exc')).toBeTruthy();
    act(() => {
      localStorage.setItem('inc-tax', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'inc-tax' }));
    });
    expect(screen.getByText('inc')).toBeTruthy();
  });

  it('updates from the current value and removes', () => {
    const list = localValue('items', z.array(z.string()), []);
    list.update((items) => ['a', ...items]);
    list.update((items) => ['b', ...items]);
    expect(list.read()).toEqual(['b', 'a']);
    list.remove();
    expect(list.read()).toEqual([]);
  });
});
