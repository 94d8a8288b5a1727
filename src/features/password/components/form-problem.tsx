import type { ReactNode } from 'react';

/**
 * A problem no field of the form can show (the reset link, the account itself), said beside the
 * control that fixes it, with what to do: announced at once, like a field's error.
 */
export function FormProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="form__problem" role="alert">
      {children}
    </div>
  );
}
