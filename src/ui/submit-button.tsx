import type { ReactNode } from 'react';

/** A form's main button: disabled with progress text while the request runs. */
export function SubmitButton({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingText : children}
    </button>
  );
}
