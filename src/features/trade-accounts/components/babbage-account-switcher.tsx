import { useId } from 'react';
import { babbageAccountLabel, type User } from '../../../../contract/users/schemas';
import { errorMessage } from '../../../api/api-error';
import { useChangeBabbageAccount } from '../api/change-babbage-account';

/** A key account's trade accounts as "accountNumber - branch name"; choosing one switches. */
export function BabbageAccountSwitcher({ user }: { user: User }) {
  const id = useId();
  const change = useChangeBabbageAccount();
  if (user.isKeyAccount !== 'true' || user.babbageAccounts.length === 0) return null;

  const current = user.babbageAccount?.id ?? '';
  return (
    <div className="account-switcher">
      <label className="account-switcher__label" htmlFor={id}>
        Trade account
      </label>
      <select
        id={id}
        className="account-switcher__select"
        value={change.isPending ? change.variables : current}
        disabled={change.isPending}
        aria-describedby={change.isError ? `${id}-error` : undefined}
        onChange={(event) => change.mutate(event.target.value)}
      >
        {current === '' && <option value="">Choose a trade account</option>}
        {user.babbageAccounts.map((account) => (
          <option key={account.id} value={account.id}>
            {babbageAccountLabel(account)}
          </option>
        ))}
      </select>
      {change.isPending && (
        <span className="account-switcher__status" role="status">
          Switching…
        </span>
      )}
      {change.isError && (
        <span className="account-switcher__error" id={`${id}-error`} role="alert">
          {errorMessage(change.error)}
        </span>
      )}
    </div>
  );
}
