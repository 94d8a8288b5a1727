import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../contract/messages';

/** The error fallback screen (§2): its heading, text and button are the specification's. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  const navigate = useNavigate();
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
          onClick={() => {
            onReset();
            void navigate('/');
          }}
        >
          {messages.errorFallbackButton}
        </button>
      </div>
    </main>
  );
}
