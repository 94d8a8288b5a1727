import { SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { ChatProvider } from './chat-provider';

/** A Zendesk token is used at once by the widget to sign in; a short life limits a leaked one. */
export const ZENDESK_TOKEN_TTL_SECONDS = 10 * 60;

export interface ZendeskSettings {
  /** The shared secret of a messaging JWT key (Admin Center › Account › Security › End users). */
  jwtSecret: string;
  /** That key's id, sent as the token header's `kid`. */
  keyId: string;
  widgetKey: string | null;
}

/**
 * Zendesk messaging's authenticated users: a JWT signed with HS256, its header naming the key
 * (`kid`), its payload `scope: "user"`, `external_id` (our user id, stable across email changes),
 * `name`, `email` and `exp` (design/providers.md). Zendesk takes name and email from each new
 * token, so a changed name shows at the next sign-in.
 */
export function createZendeskChat(settings: ZendeskSettings, clock: Clock): ChatProvider {
  const secret = new TextEncoder().encode(settings.jwtSecret);
  return {
    kind: 'zendesk',
    widgetKey: settings.widgetKey,
    async signIn(user) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({
        scope: 'user',
        external_id: user.id,
        ...(user.name ? { name: user.name } : {}),
        ...(user.email ? { email: user.email } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: settings.keyId })
        .setIssuedAt(now)
        .setExpirationTime(now + ZENDESK_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
  };
}
