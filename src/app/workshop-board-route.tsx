import { WorkshopBoardPage } from '../features/workshop-board/components/workshop-board-page';
import { useSession } from '../session/use-session';
import { RequireUser } from './require-user';

function Board() {
  return <WorkshopBoardPage userId={useSession().claims?.id ?? ''} />;
}

/** /workshop: the workshop board (issue 47). */
export function WorkshopBoardRoute() {
  return (
    <RequireUser>
      <Board />
    </RequireUser>
  );
}
