import type { Location } from '../../../../contract/locations/schemas';
import { useMyBranch } from '../../../session/my-branch';
import { myBranch } from '../../../storage/my-branch';

/**
 * "Make this my branch" for a guest or retail customer, kept on this device so stock lists start
 * there; the chosen store reads "Your branch" with a way to clear it. A trade user's branch is
 * their trade account's: it is marked as such and nothing is offered.
 */
export function MyBranchChoice({ store }: { store: Pick<Location, 'id' | 'name' | 'slug' | 'status'> }) {
  const mine = useMyBranch();
  if (mine.kind === 'unknown') return null;
  const isMine = mine.branch?.id === store.id;
  if (mine.kind === 'trade-account') {
    return isMine ? <p className="my-branch my-branch--chosen">Your trade account's branch</p> : null;
  }
  if (isMine) {
    return (
      <p className="my-branch my-branch--chosen">
        <span>Your branch</span>
        <button type="button" className="link-button my-branch__clear" onClick={() => myBranch.remove()}>
          Clear<span className="visually-hidden"> my branch</span>
        </button>
      </p>
    );
  }
  // A store closed for a refit cannot be anyone's branch: stock lists leave it out.
  if (store.status !== 'active') return null;
  return (
    <p className="my-branch">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => myBranch.write({ id: store.id, name: store.name, slug: store.slug })}
      >
        Make this my branch<span className="visually-hidden">{` (${store.name})`}</span>
      </button>
    </p>
  );
}
