import type { MailMessage } from '../../providers/mailer/mailer';

/** Reset links stay valid this long (docs/session.md). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The client's set-password page reads token and email from the link. */
export function resetLink(appUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${appUrl}/account/set-password?${query.toString()}`;
}

export function resetEmail(to: string, firstName: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Workbay password',
    text: [
      `Hello ${firstName ?? 'there'},`,
      '',
      'Someone asked to reset the password of your Workbay account. To choose a new password, open',
      'this link within the next hour:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'Workbay',
    ].join('\n'),
  };
}
