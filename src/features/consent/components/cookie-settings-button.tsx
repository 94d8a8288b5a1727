import '../consent.css';
import { log } from '../../../api/log';
import { openCookieSettings } from '../consent-banner';

/** Reopens the cookie choices, so that withdrawing consent is as easy as giving it. */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      className={`cookie-settings-button ${className}`.trim()}
      aria-haspopup="dialog"
      onClick={() => {
        openCookieSettings().catch((error: unknown) => log.warn('Cookie settings could not open:', error));
      }}
    >
      Cookie settings
    </button>
  );
}
