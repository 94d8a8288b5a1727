import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { fifmApplicationBodySchema, fifmApplicationSchema, userApplicationBodySchema } from './applications';
import { acknowledgementSchema, formSchema, formSubmissionBodySchema } from './schemas';

export const formRoutes = defineRoutes('forms', {
  forms: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/forms',
    summary: 'The forms (a contact form, a trade account application) with their fields and rules',
    auth: 'public',
    response: hydraCollection(formSchema),
  },
  submitForm: {
    method: 'POST',
    path: '/form-submissions',
    summary: "Sends a form: stored, acknowledged by mail to the sender; refusals per field ('data.email')",
    auth: 'public',
    status: 201,
    body: formSubmissionBodySchema,
    response: acknowledgementSchema,
  },
  fifmApplications: {
    method: 'GET',
    path: '/fifm-applications',
    summary: "The logged-in customer's requests to have parts fitted, newest first",
    auth: 'user',
    response: hydraCollection(fifmApplicationSchema),
  },
  createFifmApplication: {
    method: 'POST',
    path: '/fifm-applications',
    summary: 'Asks for parts to be fitted at a partner garage; acknowledged by mail',
    auth: 'user',
    status: 201,
    body: fifmApplicationBodySchema,
    response: fifmApplicationSchema,
  },
  createUserApplication: {
    method: 'POST',
    path: '/user-applications',
    summary: 'Asks for a login on an existing trade account; acknowledged by mail',
    auth: 'public',
    status: 201,
    body: userApplicationBodySchema,
    response: acknowledgementSchema,
  },
});
