import { useMutation } from '@tanstack/react-query';
import type { Registration, User } from '../../../../contract/users';
import { apiRequest } from '../../../api/client';
import { login } from '../../../api/session';

/** POST /users: a new retail customer. */
export function register(registration: Registration): Promise<User> {
  return apiRequest('register', { body: registration });
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
