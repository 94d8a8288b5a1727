import { errorMessage } from '../api/api-error';
import { log } from '../api/log';
import { refreshSession, startSession } from './session';
import { setSessionStatus } from './session-status';
import { isExpired, readClaims } from './session-storage';

async function run(): Promise<void> {
  setSessionStatus({ status: 'loading', error: null });
  try {
    const claims = readClaims();
    if (!claims) await startSession();
    else if (isExpired()) await refreshSession({ force: true });
    setSessionStatus({ status: 'ready', error: null });
  } catch (error) {
    log.warn('Session start failed:', errorMessage(error));
    setSessionStatus({ status: 'ready', error: errorMessage(error) });
  }
}

let running: Promise<void> | null = null;

/**
 * App start: with no session at all, start one (guest login); with an expired one, refresh it.
 * Offline or with the server down the app still opens, on whatever session is stored.
 * Concurrent calls (React's doubled effects in development) share one run.
 */
export function bootstrapSession(): Promise<void> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}
