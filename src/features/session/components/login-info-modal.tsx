import { useEffect, useState } from 'react';
import type { User } from '../../../../contract/users/schemas';
import { messages } from '../../../../contract/messages';
import { log } from '../../../api/log';
import { Modal } from '../../../ui/modal';
import { clearLoginPopupFlag, useLoginPopupFlag } from '../login-popup-flag';

/**
 * The content sanitised, or null until it is. DOMPurify is loaded only when there is content to
 * show: the modal is rare, and the first paint does not carry the sanitiser (issue 23).
 */
function useSanitisedHtml(content: string): string | null {
  const [sanitised, setSanitised] = useState<{ content: string; html: string } | null>(null);
  useEffect(() => {
    if (!content) return;
    let current = true;
    import('dompurify')
      .then(({ default: DOMPurify }) => {
        if (current) setSanitised({ content, html: DOMPurify.sanitize(content) });
      })
      // Only when the chunk cannot be had (a new version replaced it): the update prompt offers the reload.
      .catch((error: unknown) => log.error('The login information could not be shown:', error));
    return () => {
      current = false;
    };
  }, [content]);
  return sanitised?.content === content ? sanitised.html : null;
}

/**
 * The login information modal (§2): the server's loginPopupContent, sanitised, shown to a
 * logged-in non-guest while the local flag is set. Closing clears the flag.
 */
export function LoginInfoModal({ user }: { user: User | null | undefined }) {
  const flag = useLoginPopupFlag();
  const content = user?.loginPopupContent?.trim() ?? '';
  const wanted = flag && !!user && !user.guest_user && content !== '';
  const html = useSanitisedHtml(wanted ? content : '');
  const open = wanted && !!html;

  return (
    <Modal open={open} title={messages.loginPopupTitle} onClose={clearLoginPopupFlag} restricted>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
    </Modal>
  );
}
