import { z } from 'zod/mini';
import { CAPTCHA_HEADER } from '../http/headers';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';
import {
  changePasswordSchema,
  messageResponseSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  userSchema,
} from './schemas';

export const userRoutes = defineRoutes('users', {
  getUser: {
    method: 'GET',
    path: '/users/{id}',
    summary: 'A user record; only your own',
    auth: 'user',
    response: userSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/users/{id}',
    summary: 'Update email, firstName or lastName of your own record',
    auth: 'user',
    body: profileUpdateSchema,
    response: userSchema,
  },
  haynesProTerms: {
    method: 'PUT',
    path: '/users/{id}/haynes-pro-terms/{status}',
    summary: "Accept or decline the repair-data service's terms (status: accepted or declined); only your own",
    auth: 'user',
    response: userSchema,
    idempotent: true,
  },
  register: {
    method: 'POST',
    path: '/users',
    summary: 'Register a retail customer',
    auth: 'public',
    body: registrationSchema,
    response: userSchema,
    status: 201,
  },
  resetPassword: {
    method: 'POST',
    path: '/users/reset-password',
    summary: 'Email a password reset link; the same answer whether or not the account exists',
    auth: 'public',
    // The captcha answer travels in a header (storefront-core §7), required: without it the answer
    // is 400 with a violation on the header, and a wrong answer a violation on `captcha`.
    headers: z.object({ [CAPTCHA_HEADER]: text().check(z.maxLength(4096)) }),
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
  updatePassword: {
    method: 'POST',
    path: '/users/update-password',
    summary: 'Set a new password with the token from a reset email',
    auth: 'public',
    body: updatePasswordSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/users/{id}/change-password',
    summary: 'Change your password, given the existing one',
    auth: 'user',
    body: changePasswordSchema,
    response: messageResponseSchema,
  },
});
