import { useMutation } from '@tanstack/react-query';
import type { Registration, User } from '../../../../contract/users/schemas';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../session/api-request';
import { login } from '../../../session/session';
import { userRoutes } from '../../../../contract/users/routes';

/** POST /users: a new retail customer. */
export function register(registration: Registration): Promise<User> {
  return apiRequest(userRoutes.register, { body: registration });
}

/**
 * What happened after registering: logged in to the new account, or asked to read the email.
 * The server answers an email that already has an account exactly as a new one (so that
 * registration does not tell who has an account) and mails the owner instead; the login that
 * follows then fails, and the person is sent to their email.
 */
export type RegisterOutcome = 'logged-in' | 'check-email';

/** Registers, then logs the new customer in with the same email and password. */
export function useRegister() {
  return useMutation({
    mutationFn: async (registration: Registration): Promise<RegisterOutcome> => {
      await register(registration);
      try {
        await login({ email: registration.email, password: registration.password });
        return 'logged-in';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return 'check-email';
        throw error;
      }
    },
  });
}
