import type { MailMessage } from '../../providers/mailer/mailer';

/**
 * The mail to the owner of an email someone tried to register again (users.service.ts): the
 * registration answers as if it had worked, so the owner, and only the owner, learns of it here.
 */
export function registrationAttemptEmail(to: string, firstName: string | null, appUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a Workbay account with your email address',
    text: [
      `Hello ${firstName ?? 'there'},`,
      '',
      'Someone tried to create a new Workbay account with this email address. You already have an',
      'account with it, so no new account was made and nothing has changed.',
      '',
      'If it was you, log in with your existing account:',
      '',
      `${appUrl}/account/login`,
      '',
      'If you have forgotten your password, you can set a new one here:',
      '',
      `${appUrl}/account/forgot-password`,
      '',
      'If it was not you, you can ignore this email: nobody can use your account without your password.',
      '',
      'Workbay',
    ].join('\n'),
  };
}
