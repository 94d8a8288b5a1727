import { useDatabaseOutdated } from '../db/db-status';

/** A newer Workbay opened its database in another tab: this one must reload to keep saving. */
export function DatabaseOutdatedNotice() {
  if (!useDatabaseOutdated()) return null;
  return (
    <div className="banner banner--error" role="alert">
      Workbay was updated in another tab. Reload this page to go on using the data kept on this device.{' '}
      <button type="button" className="link-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
