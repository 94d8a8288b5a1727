/**
 * Shown instead of a spinner when a page's data is waiting for the network: the request is
 * paused, not failed, and goes out by itself when the connection is back.
 */
export function OfflineNotice({ what }: { what: string }) {
  return (
    <div className="banner banner--info" role="status">
      <strong>You are offline.</strong> {what} will load as soon as the connection is back; nothing you typed is lost.
    </div>
  );
}
