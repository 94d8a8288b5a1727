import type { User } from '../../contract/users/schemas';
import { myBranch, type StoredBranch } from '../storage/my-branch';
import { useLocalValue } from '../storage/local-value';
import { useProfile } from './profile';
import { useSession } from './use-session';

/**
 * Whose branch stock is shown nearest to. A trade user's is their trade account's branch, which
 * the server knows; anyone else's is the one chosen on this device, asked for with `branch`.
 * 'unknown' while a logged-in person's record has not been read: nothing is asked for then.
 */
export type MyBranch =
  | { kind: 'trade-account'; branch: { id: string; name: string } | null }
  | { kind: 'device'; branch: StoredBranch | null }
  | { kind: 'unknown' };

export function myBranchOf(user: User | undefined, isLoggedIn: boolean, stored: StoredBranch | null): MyBranch {
  if (!isLoggedIn) return { kind: 'device', branch: stored };
  if (!user) return { kind: 'unknown' };
  if (user.isKeyAccount === 'true' || user.babbageAccount)
    return { kind: 'trade-account', branch: user.babbageAccount?.branch ?? null };
  return { kind: 'device', branch: stored };
}

export function useMyBranch(): MyBranch {
  const { isLoggedIn } = useSession();
  const profile = useProfile();
  const stored = useLocalValue(myBranch);
  return myBranchOf(profile.data, isLoggedIn, stored);
}

/** The `branch` to ask product information for: the device's, never over a trade account's. */
export function useAskedBranch(): string | undefined {
  const mine = useMyBranch();
  return mine.kind === 'device' ? mine.branch?.id : undefined;
}
