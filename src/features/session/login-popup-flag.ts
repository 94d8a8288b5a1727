import { useSyncExternalStore } from 'react';

/** Local flag: show the login information modal once after a non-guest logs in (§2). */
export const LOGIN_POPUP_FLAG_KEY = 'show_login_popup';
const CHANGE_EVENT = 'workbay:login-popup-flag';

export function setLoginPopupFlag(): void {
  localStorage.setItem(LOGIN_POPUP_FLAG_KEY, 'true');
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearLoginPopupFlag(): void {
  localStorage.removeItem(LOGIN_POPUP_FLAG_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useLoginPopupFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(LOGIN_POPUP_FLAG_KEY) === 'true',
    () => false,
  );
}
