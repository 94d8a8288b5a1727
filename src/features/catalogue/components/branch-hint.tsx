import { Link } from 'react-router';
import { useMyBranch } from '../../../session/my-branch';

/**
 * Above the stock per branch, for a guest or retail customer: without a branch of their own a way
 * to choose one; with one the server no longer lists (closed, or gone), a way to choose again.
 * A trade user's branch is their trade account's: nothing to say.
 */
export function BranchHint({ preferredBranchId }: { preferredBranchId: string | null }) {
  const mine = useMyBranch();
  if (mine.kind !== 'device') return null;
  if (!mine.branch) {
    return (
      <p className="branch-hint">
        <Link to="/stores">Choose your branch</Link> to see stock nearest you first
      </p>
    );
  }
  if (mine.branch.id === preferredBranchId) return null;
  return (
    <p className="branch-hint">
      Your branch, {mine.branch.name}, is not open just now. <Link to="/stores">Choose another branch</Link> to see
      stock nearest you first.
    </p>
  );
}
