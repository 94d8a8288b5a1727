import { useMutation } from '@tanstack/react-query';
import type { Registration, User } from '../../../../contract/users/schemas';
import { apiRequest } from '../../../session/api-request';
import { login } from '../../../session/session';
import { userRoutes } from '../../../../contract/users/routes';

/** POST /users: a new retail customer. */
export function register(registration: Registration): Promise<User> {
  return apiRequest(userRoutes.register, { body: registration });
}

/** Registers, then logs the new customer in with the same email and password. */
export function useRegister() {
  return useMutation({
    mutationFn: async (registration: Registration) => {
      const user = await register(registration);
      await login({ email: registration.email, password: registration.password });
      return user;
    },
  });
}
