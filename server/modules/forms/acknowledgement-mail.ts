import type { FormField } from '../../../contract/forms/schemas';
import type { MailMessage } from '../../providers/mailer/mailer';

/**
 * The mails that acknowledge what someone sent: a copy of their words comes back to them, so they
 * know what we received, and the team that answers gets the same lines with the reply address.
 */
export function valueLines(fields: readonly FormField[], data: Record<string, string | boolean>): string[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    if (value === undefined) return [];
    const shown =
      typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : (field.options?.find((option) => option.value === value)?.label ?? value);
    return [`${field.label}: ${shown}`];
  });
}

export function acknowledgementMail(to: string, subject: string, thanks: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: [
      thanks,
      '',
      'This is what you sent us:',
      '',
      ...lines,
      '',
      'If you did not send this, you can ignore this email.',
      '',
      'Workbay',
    ].join('\n'),
  };
}

export function teamMail(to: string, subject: string, replyTo: string, lines: string[]): MailMessage {
  return { to, subject, text: [`Reply to: ${replyTo}`, '', ...lines].join('\n') };
}
