import type { FastifyBaseLogger } from 'fastify';
import { checkFormData, cleanFormData } from '../../../contract/forms/form-rules';
import { formMessages } from '../../../contract/forms/messages';
import type { Acknowledgement, Form, FormSubmissionBody } from '../../../contract/forms/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import { violations } from '../../http/problem';
import type { Mailer } from '../../providers/mailer/mailer';
import { acknowledgementMail, teamMail, valueLines } from './acknowledgement-mail';
import { toFormResource } from './form-resource';
import type { FormsRepository } from './forms.repository';
import { sendAll } from './send-mail';

interface Deps {
  forms: FormsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The forms (a contact form, a trade account application) and their submissions. A form's fields
 * and rules are data (contract/forms/form-rules.ts checks them on both sides); a submission that
 * passes is stored, then acknowledged by mail to the sender (the form's `email` field) with a copy
 * to the team that answers it.
 */
export function createFormsService({ forms, mailer, clock, log }: Deps) {
  return {
    async list(): Promise<Form[]> {
      return (await forms.all()).map(toFormResource);
    },

    async submit({ form: code, data }: FormSubmissionBody): Promise<Acknowledgement> {
      const form = await forms.find(code);
      if (!form) throw violations([{ propertyPath: 'form', message: formMessages.formNotFound }]);
      const refused = checkFormData(form.fields, data);
      if (refused.length) throw violations(refused);
      const clean = cleanFormData(form.fields, data);
      const email = typeof clean.email === 'string' ? clean.email : '';
      const id = uuidv7(clock().getTime());
      await forms.addSubmission({ id, formCode: form.code, email, data: clean, createdAt: clock() });
      const lines = valueLines(form.fields, clean);
      await sendAll(
        mailer,
        log,
        [
          ...(email
            ? [acknowledgementMail(email, `${form.name}: we have received it`, form.acknowledgement, lines)]
            : []),
          teamMail(form.notifyEmail, `${form.name} (${id})`, email || 'no email given', lines),
        ],
        `form ${form.code}`,
      );
      log.info({ form: form.code, submission: id }, 'Form submission stored');
      return { '@id': `/api/form-submissions/${id}`, id, message: form.acknowledgement };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
