import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useLogout } from '../api/logout';

/**
 * Logs out and goes to the home page. When the server refuses, the session keys are cleared
 * and the message travels to the home page in the navigation state (`notice`).
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  // The button unmounts as soon as the session turns guest, so this awaits the promise rather
  // than using mutate() callbacks, which do not run for an unmounted component.
  const onClick = async () => {
    try {
      await logout.mutateAsync({});
      await navigate('/');
    } catch (error) {
      await navigate('/', { state: { notice: errorMessage(error) } });
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void onClick()} disabled={logout.isPending}>
      {logout.isPending ? 'Logging out…' : 'Log out'}
    </button>
  );
}
