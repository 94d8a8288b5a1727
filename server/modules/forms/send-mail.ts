import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../providers/mailer/mailer';

/**
 * Sends the acknowledgements of something already stored. A mail that cannot be sent is logged,
 * not answered as a failure: what the person sent is kept, and sending it again would store it twice.
 */
export async function sendAll(mailer: Mailer, log: FastifyBaseLogger, messages: MailMessage[], what: string) {
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, what }, 'An acknowledgement mail could not be sent');
    }
  }
}
