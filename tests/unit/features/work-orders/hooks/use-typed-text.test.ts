import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTypedText } from '../../../../../src/features/work-orders/hooks/use-typed-text';

const LONG = 60_000;
const typed = (value: string) => ({ target: { value } });

function field(saved = '') {
  const save = vi.fn();
  const view = renderHook(({ saved: value }) => useTypedText(value, save, LONG), { initialProps: { saved } });
  return { save, ...view };
}

function hide() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  visibility.mockRestore();
}

describe('a field kept as it is typed', () => {
  it('writes what waits when the page is hidden, once, and not again on leaving the page', () => {
    const { result, save } = field();
    act(() => result.current.onChange(typed('Ref 1')));
    expect(save).not.toHaveBeenCalled();
    hide();
    expect(save).toHaveBeenCalledExactlyOnceWith('Ref 1', false);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('writes once typing pauses, and the last text when the field is left', () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn();
      const { result } = renderHook(() => useTypedText('', save, 400));
      act(() => result.current.onChange(typed('A')));
      act(() => result.current.onChange(typed('AB')));
      act(() => void vi.advanceTimersByTime(399));
      expect(save).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1));
      expect(save).toHaveBeenCalledExactlyOnceWith('AB', false);
      act(() => result.current.onChange(typed('ABC')));
      act(() => result.current.onBlur(typed('ABC')));
      expect(save).toHaveBeenLastCalledWith('ABC', true);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(save).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the person’s text while they type, and follows the saved value when they are not', () => {
    const { result, rerender } = field('old');
    act(() => result.current.onChange(typed('new text ')));
    rerender({ saved: 'new text' });
    expect(result.current.value).toBe('new text ');
    act(() => result.current.onBlur(typed('new text ')));
    rerender({ saved: 'from the office' });
    expect(result.current.value).toBe('from the office');
  });

  it('writes what waits when the field goes', () => {
    const { result, save, unmount } = field();
    act(() => result.current.onChange(typed('half typed')));
    unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith('half typed', false);
  });
});
