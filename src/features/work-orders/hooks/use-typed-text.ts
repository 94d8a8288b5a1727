import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before what was typed is written to the device. */
export const TYPING_SAVE_MS = 400;

type Save = (text: string, final: boolean) => void;

/**
 * A text field whose value is kept on the device as the person types, not only when they leave
 * it (issue 42, "Nothing typed is lost"): `save` runs once typing pauses for `delay` ms, and
 * at once when the person leaves the field (`final`: now is the time to say what is wrong with
 * it), when the page is hidden or left (the tablet sleeps, a reload, the app is closed) and when
 * the field goes (browser Back, another page). A pause writes one change, not one per key; the
 * outbox folds the writes of one burst of typing into one request when it sends them.
 *
 * While the person is typing, their text stays as typed (the saved copy follows it, trimmed);
 * otherwise the field shows `saved`, so another tablet's value or the server's appears.
 */
export function useTypedText(saved: string, save: Save, delay = TYPING_SAVE_MS) {
  const [text, setText] = useState(saved);
  const editing = useRef(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const typed = pending.current;
    pending.current = null;
    if (typed !== null) latestSave.current(typed, false);
  }, []);

  useEffect(() => {
    if (!editing.current && pending.current === null) setText(saved);
  }, [saved]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return {
    value: text,
    onChange: (event: { target: { value: string } }) => {
      const typed = event.target.value;
      editing.current = true;
      pending.current = typed;
      setText(typed);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    onBlur: (event: { target: { value: string } }) => {
      if (!editing.current) return;
      editing.current = false;
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = null;
      latestSave.current(event.target.value, true);
    },
  };
}
