/** The exact texts of the error catalogue (storefront-core §2 and §8). */
export const messages = {
  noBaseUrl: 'Please set a baseUrl using the useConfig hook',
  noConfig: 'Please set a config using the useConfig hook',
  notLoggedIn: 'You must be logged in to use this endpoint',
  setPasswordUnauthorised:
    'Either the token provided or email address provided are incorrect. ' +
    "Please ensure you're using the correct email address and the link from the latest password reset email.",
  userNotFound: 'A user with the provided ID could not be found.',
  unknownError: 'An unknown error occurred',
  invalidCredentials: 'Invalid credentials.',
  resetPasswordSent: 'If an account exists for this email address, we have sent a link to reset its password.',
  errorFallbackHeading: 'Oops! Something went wrong',
  errorFallbackText: 'Sorry about this, but you need to log back in and start again.',
  errorFallbackButton: 'Return to Log in',
  loginPopupTitle: 'Information',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
} as const;
