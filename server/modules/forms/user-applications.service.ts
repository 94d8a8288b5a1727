import type { FastifyBaseLogger } from 'fastify';
import { checkUserApplication, type UserApplicationBody } from '../../../contract/forms/applications';
import type { Acknowledgement } from '../../../contract/forms/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import { violations } from '../../http/problem';
import type { Mailer } from '../../providers/mailer/mailer';
import { acknowledgementMail, teamMail } from './acknowledgement-mail';
import type { FormsRepository } from './forms.repository';
import { sendAll } from './send-mail';

interface Deps {
  forms: FormsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Who grants logins on trade accounts. */
  teamEmail: string;
}

export const USER_APPLICATION_THANKS =
  'Thank you. We will check your request with the account holder and email you within two working days.';

/**
 * A request for a login on an existing trade account (POST /user-applications). It is stored and
 * acknowledged; the account holder, not the applicant, decides, so nothing is granted here and
 * the answer says nothing about whether the account number exists.
 */
export function createUserApplicationsService({ forms, mailer, clock, log, teamEmail }: Deps) {
  return {
    async apply(body: UserApplicationBody): Promise<Acknowledgement> {
      const refused = checkUserApplication(body);
      if (refused.length) throw violations(refused);
      const id = uuidv7(clock().getTime());
      const data = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      await forms.addUserApplication({ id, email: body.email, data, createdAt: clock() });
      const lines = [
        `Trade account number: ${body.accountNumber}`,
        `Business name: ${body.company}`,
        `Name: ${body.firstName} ${body.lastName}`,
        `Email address: ${body.email}`,
        `Phone number: ${body.telephone}`,
        ...(body.message ? [`Message: ${body.message}`] : []),
      ];
      await sendAll(
        mailer,
        log,
        [
          acknowledgementMail(body.email, 'Your request for a trade login', USER_APPLICATION_THANKS, lines),
          teamMail(teamEmail, `Trade login request (${id})`, body.email, lines),
        ],
        'user application',
      );
      return { '@id': `/api/user-applications/${id}`, id, message: USER_APPLICATION_THANKS };
    },
  };
}
