import { CHAT_HIDDEN_PATHS } from '../../../contract/chat/schemas';

export interface ChatConditions {
  pathname: string;
  /** A logged-in person, not a guest. */
  isLoggedIn: boolean;
  /** Functional cookies (C0003) consented. */
  functionalConsent: boolean;
}

const hiddenPaths = new Set<string>(CHAT_HIDDEN_PATHS);

/** `/store/basket/` is the basket too. */
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/**
 * Whether the chat widget may show (storefront-core §2): never on /, /store/basket or
 * /account/register, and only for a logged-in person who consented to functional cookies. Until
 * this answers true nothing of the chat loads: no script, no request.
 */
export function mayShowChat({ pathname, isLoggedIn, functionalConsent }: ChatConditions): boolean {
  return isLoggedIn && functionalConsent && !hiddenPaths.has(normalise(pathname));
}
