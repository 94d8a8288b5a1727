import { useOnlineStatus } from '../sync/online-status';

/** When a copy was saved: the time today, the day and time before. */
export function savedAt(time: number, now = new Date()): string {
  const date = new Date(time);
  const clock = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return clock;
  return `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${clock}`;
}

/**
 * A person's own documents (orders, invoices, tracking) are not the catalogue the service worker
 * keeps: a list or a page seen once stays on screen offline (or when a refresh fails), kept on the
 * device (db/saved-reads) and marked as a saved copy with the time it was read, so that an old
 * status is never passed off as live.
 */
export function SavedCopy({ updatedAt, failed }: { updatedAt: number; failed: boolean }) {
  const online = useOnlineStatus();
  if (online && !failed) return null;
  return (
    <p className="saved-copy" role="status">
      <strong>Saved copy</strong> {online ? 'Could not refresh' : 'You are offline'}: as of {savedAt(updatedAt)}.
    </p>
  );
}
