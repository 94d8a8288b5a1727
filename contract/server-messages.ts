/**
 * Messages only the server produces, beyond the specification's catalogue (messages.ts). They are
 * shared so that the client can recognise them (e.g. refetch the CSRF token once on `csrfInvalid`)
 * and tests can assert them.
 */
export const serverMessages = {
  invalidToken: 'Invalid token.',
  expiredToken: 'Expired token.',
  invalidRefreshToken: 'Invalid refresh token.',
  loginAccountLimited: 'Too many failed logins for this account. Please try again later, or reset your password.',
  csrfInvalid: 'Invalid CSRF token.',
  captchaInvalid: 'Please confirm that you are not a robot.',
  emailTaken: 'An account with this email address already exists.',
  fieldNotEditable: 'This field cannot be changed.',
  existingPasswordIncorrect: 'Your current password is incorrect.',
  newPasswordSameAsExisting: 'Your new password must be different from your current password.',
  passwordChanged: 'Your password has been changed.',
  passwordUpdated: 'Your password has been set. You can now log in with it.',
  babbageAccountNotFound: 'A babbage account with the provided ID could not be found.',
  routeNotFound: 'No route matches this request.',
  malformedUrl: 'The address of this request is not valid (malformed percent-encoding).',
  paramTooLong: 'Nothing was found at this address: a part of it is too long.',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  internalError: 'An internal error occurred.',
} as const;
