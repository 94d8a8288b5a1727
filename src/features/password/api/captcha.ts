import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../session/api-request';
import { captchaRoutes } from '../../../../contract/captcha/routes';

/** GET /captcha: which provider checks password resets, and the local widget's value. */
export const captchaQuery = queryOptions({
  queryKey: ['captcha'],
  queryFn: ({ signal }) => apiRequest(captchaRoutes.captcha, { signal }),
  staleTime: 5 * 60_000,
});

export function useCaptcha() {
  return useQuery(captchaQuery);
}
