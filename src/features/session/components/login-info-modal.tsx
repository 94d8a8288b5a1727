import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { User } from '../../../../contract/users/schemas';
import { messages } from '../../../../contract/messages';
import { Modal } from '../../../ui/modal';
import { clearLoginPopupFlag, useLoginPopupFlag } from '../login-popup-flag';

/**
 * The login information modal (§2): the server's loginPopupContent, sanitised, shown to a
 * logged-in non-guest while the local flag is set. Closing clears the flag.
 */
export function LoginInfoModal({ user }: { user: User | null | undefined }) {
  const flag = useLoginPopupFlag();
  const content = user?.loginPopupContent?.trim() ?? '';
  const html = useMemo(() => (content ? DOMPurify.sanitize(content) : ''), [content]);
  const open = flag && !!user && !user.guest_user && html !== '';

  return (
    <Modal open={open} title={messages.loginPopupTitle} onClose={clearLoginPopupFlag} restricted>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
