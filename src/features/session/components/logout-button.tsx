import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { useWaitingCount, waitingCountOf } from '../../../sync/waiting';
import { Modal } from '../../../ui/modal';
import { useLogout } from '../api/logout';

/**
 * Logs out and goes to the home page. When the server refuses, the session keys are cleared
 * and the message travels to the home page in the navigation state (`notice`). With changes
 * still waiting on the device, it warns first: they are kept for this person and sent when
 * they log in again, never under anyone else.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { claims } = useSession();
  const waiting = useWaitingCount(claims?.id);
  const [warning, setWarning] = useState(false);
  // The button unmounts as soon as the session turns guest, so this awaits the promise rather
  // than using mutate() callbacks, which do not run for an unmounted component.
  const logOut = async () => {
    setWarning(false);
    try {
      await logout.mutateAsync({});
      await navigate('/');
    } catch (error) {
      await navigate('/', { state: { notice: errorMessage(error) } });
    }
  };
  const onClick = async () => {
    // Counted again at the click: the live count may lag a change made a moment ago.
    if (claims?.id && (await waitingCountOf(claims.id)) > 0) setWarning(true);
    else await logOut();
  };
  const changes = `${waiting} ${waiting === 1 ? 'change' : 'changes'}`;
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => void onClick()} disabled={logout.isPending}>
        {logout.isPending ? 'Logging out…' : 'Log out'}
      </button>
      <Modal
        open={warning}
        title="Changes not sent yet"
        onClose={() => setWarning(false)}
        footer={
          <>
            <button type="button" className="button" onClick={() => setWarning(false)}>
              Stay logged in
            </button>
            <button type="button" className="button button--ghost" onClick={() => void logOut()}>
              Log out anyway
            </button>
          </>
        }
      >
        <p>
          {changes} made on this device {waiting === 1 ? 'has' : 'have'} not reached us yet. If you log out now,{' '}
          {waiting === 1 ? 'it stays' : 'they stay'} on this device and {waiting === 1 ? 'is' : 'are'} sent when you log
          in here again. Nobody else can send {waiting === 1 ? 'it' : 'them'}.
        </p>
      </Modal>
    </>
  );
}
