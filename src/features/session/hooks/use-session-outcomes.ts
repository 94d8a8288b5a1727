import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEvent } from '../../../session/session-events';
import { watchSessionEnds } from '../session-ended';

/** Where a refused refresh sends a key-account user (§4 trade variant: "sends the user to login"). */
export const LOGIN_PATH = '/account/login';

/**
 * Acts on what the session layer reports: a refused refresh of a key account goes to the login
 * page (through the router, no page load); maintenance reloads the page (§4 "A 403 reloads the page
 * if the status is maintenance"). The session layer itself never navigates. A session that ends
 * is noted, for the login page to say why the person is asked to log in (session-ended.ts).
 */
export function useSessionOutcomes(reload: () => void = () => window.location.reload()): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'maintenance') reload();
        if (event.type === 'signed-out' && event.toLogin) void navigate(LOGIN_PATH);
      }),
    [navigate, reload],
  );
  useEffect(watchSessionEnds, []);
}
