import { z } from 'zod/mini';
import { requestJson } from './http-json';
import { VehicleDataError } from './vehicle-data-provider';

/**
 * The bearer token for the DVSA MOT History API: an OAuth 2 client-credentials grant at the token
 * URL DVSA sends with the credentials (Microsoft Entra), kept until shortly before it expires.
 * A token it cannot get is 'unavailable'.
 */
export interface DvsaTokenOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  fetch?: typeof fetch;
  /** The clock for the token's lifetime (ms). */
  now: () => number;
  timeoutMs: number;
}

export interface DvsaTokenSource {
  /** The kept token while it is good, else a new one. */
  get(): Promise<string>;
  /** Drops a token the API refused, so the next get() asks for a new one. */
  forget(value: string): void;
}

const TOKEN_SERVICE = 'The DVSA token service';

const tokenBody = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.coerce.number().check(z.positive()),
});

export function createDvsaTokenSource(options: DvsaTokenOptions): DvsaTokenSource {
  const { tokenUrl, clientId, clientSecret, scope, fetch: send, now, timeoutMs } = options;
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope,
    });
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    };
    const answer = await requestJson({ service: TOKEN_SERVICE, url: tokenUrl, init, timeoutMs, fetch: send });
    const parsed = tokenBody.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      // Entra explains a refusal in `error` (invalid_client, …); never repeat the secret.
      const reason = (answer.body as { error?: unknown } | undefined)?.error;
      throw new VehicleDataError(
        `${TOKEN_SERVICE} answered ${answer.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
        'unavailable',
        answer.status,
      );
    }
    const lifetime = parsed.data.expires_in;
    // Renewed a minute early (half-way for short lives) so a token never expires in flight.
    token = { value: parsed.data.access_token, renewAt: now() + Math.max(lifetime / 2, lifetime - 60) * 1000 };
    return token.value;
  }

  return {
    get() {
      if (token && now() < token.renewAt) return Promise.resolve(token.value);
      // Callers arriving together share one token request.
      pendingToken ??= requestToken().finally(() => {
        pendingToken = null;
      });
      return pendingToken;
    },
    forget(value) {
      // Only if it is still the kept one: another caller may already have replaced it.
      if (token?.value === value) token = null;
    },
  };
}
