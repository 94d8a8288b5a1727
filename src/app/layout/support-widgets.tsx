import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { log } from '../../api/log';
import { endChat } from '../../features/chat/chat-storage';
import { mayShowChat } from '../../features/chat/chat-visibility';
import { useConsent } from '../../features/consent/consent-store';
import { useSession } from '../../session/use-session';
import { ErrorBoundary } from '../error-boundary';
import { retryImport } from './retry-import';

export { ConsentBanner } from '../../features/consent/components/consent-banner';
export { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button';

// The chat (issue 27) is a chunk of its own, asked for only once it may show: before that, no
// script and no request of it reach the page.
const ChatWidget = lazy(() =>
  retryImport(() => import('../../features/chat/components/chat-widget')).then((m) => ({ default: m.ChatWidget })),
);

/**
 * Chat support where and when it may show (storefront-core §2): consent (features/consent) and
 * the session decide, the chat feature answers. A logout or withdrawn functional consent ends the
 * chat and clears what it kept on the device.
 */
export function ChatSupport() {
  const { pathname } = useLocation();
  const session = useSession();
  const functionalConsent = useConsent().has('functional');
  const ended = !session.isLoggedIn || !functionalConsent;
  useEffect(() => {
    if (ended) endChat();
  }, [ended]);

  const userId = session.claims?.id;
  if (!userId || !mayShowChat({ pathname, isLoggedIn: session.isLoggedIn, functionalConsent })) return null;
  return (
    // A chat that cannot load leaves the page as it was, never the error screen.
    <ErrorBoundary onError={(error) => log.error('Chat support could not be shown:', error)} fallback={() => null}>
      <Suspense fallback={null}>
        <ChatWidget userId={userId} />
      </Suspense>
    </ErrorBoundary>
  );
}
