import { z } from 'zod/mini';
import { defineRoutes } from '../http/route';

export const captchaRoutes = defineRoutes('captcha', {
  captcha: {
    method: 'GET',
    path: '/captcha',
    summary: 'Which captcha provider checks password resets, and the local widget value',
    auth: 'public',
    response: z.object({ provider: z.string(), siteKey: z.nullable(z.string()), localValue: z.nullable(z.string()) }),
  },
});
