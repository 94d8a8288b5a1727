import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../contract/messages';

/** The error fallback screen (§2): its heading, text and button are the specification's. */
export function ErrorFallback({ onReset }: { onReset: () => void | Promise<void> }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Something went wrong – Workbay';
    headingRef.current?.focus();
  }, []);

  return (
    <main className="error-fallback">
      <div className="error-fallback__card">
        <h1 ref={headingRef} tabIndex={-1}>
          {messages.errorFallbackHeading}
        </h1>
        <p>{messages.errorFallbackText}</p>
        <button
          type="button"
          className="button button--primary"
          aria-busy={leaving}
          disabled={leaving}
          onClick={async () => {
            // Waits for the logout that the render error started, then leaves the fallback.
            setLeaving(true);
            await onReset();
            void navigate('/');
          }}
        >
          {messages.errorFallbackButton}
        </button>
      </div>
    </main>
  );
}
