import { useMutation, useQuery } from '@tanstack/react-query';
import { formRoutes } from '../../../../contract/forms/routes';
import type { FormSubmissionBody } from '../../../../contract/forms/schemas';
import { apiRequest } from '../../../session/api-request';

/** GET /forms: the forms with their fields and rules (a contact form, a trade account application). */
export const useForms = () =>
  useQuery({
    queryKey: ['forms'],
    queryFn: ({ signal }) => apiRequest(formRoutes.forms, { signal }),
    staleTime: 5 * 60_000,
    select: (collection) => collection['hydra:member'],
  });

/** POST /form-submissions: stored and acknowledged by mail; refusals come per field ('data.email'). */
export const useSubmitForm = () =>
  useMutation({
    mutationFn: (body: FormSubmissionBody) => apiRequest(formRoutes.submitForm, { body }),
  });
