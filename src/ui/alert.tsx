import type { ReactNode } from 'react';

/** An error the person must notice: announced at once (role="alert"). */
export function ErrorBanner({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="banner banner--error" role="alert">
      {children}
    </div>
  );
}

/** Good news, announced politely (role="status"). */
export function SuccessBanner({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="banner banner--success" role="status">
      {children}
    </div>
  );
}
