import { useChangesKept } from '../hooks/use-changes-kept';

/** "3 changes made on this device are kept…": the person's changes still waiting, in words. */
export function changesKeptWords(count: number): string {
  return count === 1
    ? '1 change made on this device is kept and will be sent once you have logged in.'
    : `${count} changes made on this device are kept and will be sent once you have logged in.`;
}

/**
 * At the top of the login form when the person is there because their session ended: why they
 * are asked to log in, and that the changes they made on this device wait for them.
 */
export function SessionEndedNote({ userId }: { userId: string }) {
  const kept = useChangesKept(userId);
  return (
    <div className="banner banner--info" role="status">
      Your session has ended, so please log in again.
      {kept !== undefined && kept > 0 && ` ${changesKeptWords(kept)}`}
    </div>
  );
}
