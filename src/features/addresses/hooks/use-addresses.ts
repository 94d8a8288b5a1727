import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { useOnlineStatus } from '../../../sync/online-status';
import { pullAddresses } from '../api/pull-addresses';
import { addressEntriesOf, rowsOf } from '../address-outbox';

type PullState = { kind: 'loading' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * The person's address book from the device (works offline), and their address changes still
 * waiting. While online and nothing waits, it is read again from the server: on opening, on
 * coming back online, and once the waiting changes are through.
 */
export function useAddresses() {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  const online = useOnlineStatus();
  const book = useLiveQuery(
    async () => ({ rows: await rowsOf(userId), entries: await addressEntriesOf(userId) }),
    [userId],
  );
  const [pull, setPull] = useState<PullState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const settled = book !== undefined && book.entries.length === 0;

  useEffect(() => {
    if (!userId || !online || !settled) return;
    const controller = new AbortController();
    pullAddresses(userId, controller.signal)
      .then(() => setPull({ kind: 'done' }))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setPull({ kind: 'failed', message: errorMessage(failure) });
      });
    return () => controller.abort();
  }, [userId, online, settled, attempt]);

  return {
    userId,
    online,
    rows: book?.rows ?? [],
    entries: book?.entries ?? [],
    /** The device's copy has been read. */
    loaded: book !== undefined,
    /** Still waiting for the server's first answer (an empty device copy may not be the whole story). */
    loading: online && settled && pull.kind === 'loading',
    pullError: pull.kind === 'failed' ? pull.message : null,
    retry: () => {
      setPull({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
