import { z } from 'zod/mini';
import { localValue, useLocalValue } from '../../storage/local-value';

/** Local flag: show the login information modal once after a non-guest logs in (§2). */
export const LOGIN_POPUP_FLAG_KEY = 'show_login_popup';

// Stored as JSON `true`, which is the text 'true' the specification names.
const loginPopupFlag = localValue(LOGIN_POPUP_FLAG_KEY, z.boolean(), false);

export function setLoginPopupFlag(): void {
  loginPopupFlag.write(true);
}

export function clearLoginPopupFlag(): void {
  loginPopupFlag.remove();
}

export function useLoginPopupFlag(): boolean {
  return useLocalValue(loginPopupFlag);
}
