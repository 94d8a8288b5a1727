/** Checks the captcha answer sent with a password reset (header x-captcha-response). */
export interface CaptchaProvider {
  /** Shown to the client by GET /captcha so it renders the right widget. */
  readonly name: string;
  readonly siteKey: string | null;
  /** Only the local provider has one: the value its checkbox widget sends. */
  readonly localValue: string | null;
  verify(response: string | undefined, remoteIp: string): Promise<boolean>;
}
