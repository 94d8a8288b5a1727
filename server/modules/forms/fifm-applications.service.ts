import type { FastifyBaseLogger } from 'fastify';
import {
  checkFifmApplication,
  type FifmApplication,
  type FifmApplicationBody,
} from '../../../contract/forms/applications';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import { violations } from '../../http/problem';
import type { Mailer } from '../../providers/mailer/mailer';
import type { AuthContext } from '../auth/auth.service';
import { acknowledgementMail, teamMail } from './acknowledgement-mail';
import { toFifmResource } from './form-resource';
import type { FormsRepository } from './forms.repository';
import { sendAll } from './send-mail';

interface Deps {
  forms: FormsRepository;
  /** The logged-in user's email and first name, for the acknowledgement. */
  contactOf: (userId: string) => Promise<{ email: string | null; firstName: string | null } | undefined>;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  teamEmail: string;
}

/** The day in the UK and Ireland (both on the same clock), as YYYY-MM-DD. */
const londonDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/**
 * "Fit it for me" (GET/POST /fifm-applications): a logged-in customer asks for parts to be fitted
 * at a partner garage, on a day from tomorrow to 60 days ahead. Each user sees only their own.
 */
export function createFifmApplicationsService({ forms, contactOf, mailer, clock, log, teamEmail }: Deps) {
  return {
    async list(auth: AuthContext): Promise<FifmApplication[]> {
      return (await forms.fifmApplicationsOf(auth.userId)).map(toFifmResource);
    },

    async apply(auth: AuthContext, sent: FifmApplicationBody): Promise<FifmApplication> {
      const now = clock();
      const checked = checkFifmApplication(sent, londonDay(now));
      if (checked.violations.length) throw violations(checked.violations);
      const body = checked.value;
      const row = await forms.addFifmApplication({
        id: uuidv7(now.getTime()),
        userId: auth.userId,
        vrm: body.vrm,
        postcode: body.postcode,
        preferredDate: body.preferredDate,
        telephone: body.telephone,
        partsDescription: body.partsDescription,
        createdAt: now,
      });
      const contact = await contactOf(auth.userId);
      const lines = [
        `Registration: ${row.vrm}`,
        `Postcode: ${row.postcode}`,
        `Preferred date: ${row.preferredDate}`,
        `Phone number: ${row.telephone}`,
        `Parts to fit: ${row.partsDescription}`,
      ];
      const thanks =
        `Thank you${contact?.firstName ? `, ${contact.firstName}` : ''}. A partner garage near ${row.postcode} ` +
        'will call you within one working day to confirm a time and a price for the fitting.';
      await sendAll(
        mailer,
        log,
        [
          ...(contact?.email ? [acknowledgementMail(contact.email, 'Your fitting request', thanks, lines)] : []),
          teamMail(teamEmail, `Fitting request (${row.id})`, contact?.email ?? row.telephone, lines),
        ],
        'fifm application',
      );
      return toFifmResource(row);
    },
  };
}
