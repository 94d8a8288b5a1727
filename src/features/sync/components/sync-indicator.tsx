import '../sync-indicator.css';
import { Link } from 'react-router';
import { useOnlineStatus } from '../../../sync/online-status';
import { useSyncState } from '../../../sync/sync-state';
import { useWaitingChanges } from '../use-waiting-changes';

/**
 * The changes in words: "All changes sent" only when none waits and none needs the person, and
 * only once the device's outbox has been read: right after a reload it takes a moment (seconds on
 * a busy tablet), and saying "all sent" meanwhile was a promise the device had not checked.
 */
export function changesIndicatorWords(waiting: number, problems: number, loaded: boolean): string {
  if (!loaded) return 'Reading the changes waiting on this device';
  const need = `${problems} ${problems === 1 ? 'change needs' : 'changes need'} you`;
  if (waiting === 0) return problems === 0 ? 'All changes sent' : need;
  const going = `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`;
  return problems === 0 ? going : `${going}, ${need}`;
}

/** The header's network state and the number of changes waiting, linking to the sync panel. */
export function SyncIndicator() {
  const online = useOnlineStatus();
  const { entries, loaded } = useWaitingChanges();
  const { replaying, pausedFor } = useSyncState();
  // Refused changes and conflicts wait for the person, not the connection: counted apart.
  const problems = entries.filter((e) => e.state !== 'pending').length;
  const waiting = entries.length - problems;
  const label = !online ? 'Offline' : replaying ? 'Sending' : 'Online';
  return (
    <Link
      to="/sync"
      className={
        `sync-indicator${online ? '' : ' sync-indicator--offline'}` +
        `${problems || pausedFor ? ' sync-indicator--attention' : ''}`
      }
      aria-label={`${label}. ${changesIndicatorWords(waiting, problems, loaded)}`}
    >
      {/* Offline is said by the header's offline badge; here the dot and the count. */}
      <span className="sync-indicator__dot" aria-hidden="true" />
      {online && <span>{label}</span>}
      {waiting > 0 && <span className="sync-indicator__count">{waiting} waiting</span>}
      {problems > 0 && (
        <span className="sync-indicator__count sync-indicator__count--attention">{problems} to check</span>
      )}
    </Link>
  );
}
