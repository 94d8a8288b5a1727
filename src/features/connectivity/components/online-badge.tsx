import { useOnlineStatus } from '../../../sync/online-status';

/** "Offline" in the header while the browser has no network; the change is announced. */
export function OnlineBadge() {
  const online = useOnlineStatus();
  return (
    <span className="online-badge-region" role="status">
      {!online && (
        <span className="online-badge" title="Changes and pages need a connection to update">
          <span className="online-badge__dot" aria-hidden="true" />
          Offline
        </span>
      )}
    </span>
  );
}
