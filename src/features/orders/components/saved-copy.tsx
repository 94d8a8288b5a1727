import { useOnlineStatus } from '../../../sync/online-status';
import { savedAt } from './order-labels';

/**
 * Orders are the person's own data, not the catalogue the service worker keeps: a list or an
 * order seen in this session stays on screen offline (or when a refresh fails), marked as a saved
 * copy with the time it was loaded, so that an old status is never passed off as live.
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
