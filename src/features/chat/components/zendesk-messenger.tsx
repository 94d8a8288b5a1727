import { useEffect } from 'react';
import { log } from '../../../api/log';
import { zendeskToken } from '../api/chat';
import { zendesk } from '../chat-storage';

/** Zendesk's snippet, as its Admin Center gives it; the content security policy allows its hosts. */
export const ZENDESK_SNIPPET_URL = 'https://static.zdassets.com/ekr/snippet.js';

let loading: Promise<void> | null = null;

function loadSnippet(widgetKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // Zendesk's snippet looks itself up by this id.
    script.id = 'ze-snippet';
    script.async = true;
    script.src = `${ZENDESK_SNIPPET_URL}?key=${encodeURIComponent(widgetKey)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Chat support could not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Zendesk messaging: the snippet loads the first time the chat may show, signs the person in with
 * the JWT Workbay's server makes (design/providers.md), and shows; it hides again on a page where
 * the chat may not show (the script itself stays until the next page load).
 */
export function ZendeskMessenger({ widgetKey, userId }: { widgetKey: string; userId: string }) {
  useEffect(() => {
    let left = false;
    loadSnippet(widgetKey)
      .then(() => {
        const zE = zendesk();
        if (!zE) return;
        if (left) {
          zE('messenger', 'hide');
          return;
        }
        zE('messenger', 'loginUser', (callback) => {
          zendeskToken()
            .then(callback)
            .catch((error: unknown) => log.warn('Chat support could not sign you in:', error));
        });
        zE('messenger', 'show');
      })
      .catch((error: unknown) => log.warn(error));
    return () => {
      left = true;
      zendesk()?.('messenger', 'hide');
    };
  }, [widgetKey, userId]);
  return null;
}
