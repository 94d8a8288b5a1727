import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_HEADER } from '../../../../contract/http/headers';
import { apiRequest } from '../../../session/api-request';
import { userRoutes } from '../../../../contract/users/routes';

export interface ResetPasswordInput {
  email: string;
  /** The captcha widget's answer, sent in the x-captcha-response header. */
  captchaResponse: string;
}

/** POST /users/reset-password: the same answer whether or not the account exists. */
export function resetPassword({ email, captchaResponse }: ResetPasswordInput) {
  return apiRequest(userRoutes.resetPassword, { body: { email }, headers: { [CAPTCHA_HEADER]: captchaResponse } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
