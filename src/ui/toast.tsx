import { useEffect, useRef, useState } from 'react';

/** How long a toast stays when nobody is pointing at it or in it. */
export const TOAST_MS = 10_000;

export interface ToastMessage {
  /** A new key for each message, so that the same words said twice still show (and time out) again. */
  key: number;
  text: string;
  /** One thing to do about it ("Show"): the toast goes once it is done. */
  action?: { label: string; run: () => void };
}

/**
 * A short note of what just happened, at the foot of the screen, left, clear of the chat's
 * launcher on the right and above the phone's tab bar (feedback.css). Its words are a polite
 * live region that is always there, so that a screen reader hears each message as it arrives. It goes by itself
 * after TOAST_MS, but not while the pointer or the focus is in it (WCAG 2.2.1), or with its ×.
 */
export function Toast({ message, onDismiss }: { message: ToastMessage | null; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const key = message?.key;

  useEffect(() => {
    if (key === undefined || held) return;
    const gone = window.setTimeout(() => dismiss.current(), TOAST_MS);
    return () => window.clearTimeout(gone);
  }, [key, held]);

  // Only the words are the live region: a screen reader hears the news, not "Show, Dismiss" with it.
  // The box stays in the page, hidden, so that the region exists before the words arrive.
  return (
    <div
      className={message ? 'toast' : 'visually-hidden'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <p className="toast__text" role="status">
        {message?.text}
      </p>
      {message?.action && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            message.action?.run();
            setHeld(false);
            onDismiss();
          }}
        >
          {message.action.label}
        </button>
      )}
      {message && (
        <button
          type="button"
          className="toast__close"
          aria-label="Dismiss"
          onClick={() => {
            setHeld(false);
            onDismiss();
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
