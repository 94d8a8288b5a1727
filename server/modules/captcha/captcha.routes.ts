import type { RouteDeps } from '../../http/route-deps';

/** GET /captcha: which provider checks password resets, so the client shows its widget. */
export function captchaRoutes({ route, services }: RouteDeps): void {
  route('captcha', {
    handler: async () => ({
      provider: services.captcha.name,
      siteKey: services.captcha.siteKey,
      localValue: services.captcha.localValue,
    }),
  });
}
