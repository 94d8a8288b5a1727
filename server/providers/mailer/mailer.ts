/** Outgoing mail (password-reset links). */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links go on lines of their own. */
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
