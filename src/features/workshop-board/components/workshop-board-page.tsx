import '../workshop-board.css';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { BoardWorkOrder, WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { SavedCopy } from '../../../ui/saved-copy';
import { Spinner } from '../../../ui/spinner';
import { useOnlineStatus } from '../../../sync/online-status';
import { useAssignWorkOrder } from '../api/assign-work-order';
import { useWorkshopBoard } from '../api/workshop-board';
import { columnsOf, ownerOf, type BoardView } from '../board-columns';
import { BoardCard } from './board-card';
import { cardName } from './card-name';
import { TechnicianStatus } from './technician-status';

const intro =
  'Today’s work orders, who is clocked onto what and for how long. It follows the other tablets every few seconds.';

const dayWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The columns and cards, drawn from a board (also what the bench draws). */
export function BoardColumns({
  board,
  view,
  disabled,
  onMove,
}: {
  board: WorkshopBoard;
  view: BoardView;
  disabled: boolean;
  onMove: (card: BoardWorkOrder, technician: string | null) => void;
}) {
  const columns = columnsOf(board, view);
  const due = new Map(board.nextDue.map((id, index) => [id, index + 1]));
  return (
    <div className={`wsb-columns wsb-columns--${view}`}>
      {columns.map((column) => {
        const technician = board.technicians.find((person) => person.id === column.technician);
        const headingId = `wsb-col-${column.key}`;
        return (
          <section className="wsb-column" key={column.key} aria-labelledby={headingId}>
            <header className="wsb-column__head">
              <h2 id={headingId} className="wsb-column__title">
                {column.title} <span className="wsb-column__count">({column.cards.length})</span>
              </h2>
              {technician && <TechnicianStatus technician={technician} board={board} />}
            </header>
            {column.cards.length === 0 ? (
              <p className="wsb-column__empty">No work orders</p>
            ) : (
              <div className="wsb-column__cards">
                {column.cards.map((card) => (
                  <BoardCard
                    key={card.id}
                    card={card}
                    technicians={board.technicians}
                    owner={ownerOf(card)}
                    nextDue={due.get(card.id) ?? null}
                    disabled={disabled}
                    onMove={onMove}
                  />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

function NextDue({ board }: { board: WorkshopBoard }) {
  const cards = board.nextDue.flatMap((id) => board.workOrders.filter((card) => card.id === id));
  return (
    <section className="wsb-next" aria-labelledby="wsb-next-title">
      <h2 id="wsb-next-title" className="wsb-next__title">
        Next jobs due
      </h2>
      {cards.length === 0 ? (
        <p className="wsb-next__none">Nothing waiting to start.</p>
      ) : (
        <ol className="wsb-next__list">
          {cards.map((card) => (
            <li key={card.id}>
              <span className="wsb-next__plate">{cardName(card)}</span>{' '}
              {[card.make, card.model].filter(Boolean).join(' ')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /workshop: the workshop board (issue 47). Columns by technician or by status, a card per work
 * order; a job moves to another technician by the card's menu (a select: keyboard and touch alike).
 * Live while online (polled with the board's ETag); offline, the last view this device saw, with
 * the time it was read.
 */
export function WorkshopBoardPage({ userId }: { userId: string }) {
  const board = useWorkshopBoard(userId);
  const assign = useAssignWorkOrder(userId);
  const online = useOnlineStatus();
  const [view, setView] = useState<BoardView>('technician');
  const [moved, setMoved] = useState('');
  const saved = board.data;
  const data = saved?.value;
  const { mutate } = assign;
  const onMove = useCallback(
    (card: BoardWorkOrder, technician: string | null) => {
      const name = technician ? (data?.technicians.find((t) => t.id === technician)?.name ?? '') : 'nobody';
      setMoved(`${cardName(card)} given to ${name}.`);
      mutate({ workOrder: card.id, technician });
    },
    [data, mutate],
  );
  const offlineCopy = !online || Boolean(saved?.fromDevice);
  return (
    <Page title="Workshop board" intro={intro}>
      <div className="wsb-bar">
        <p className="wsb-bar__day">{data ? dayWords(data.date) : ''}</p>
        <div className="wsb-bar__views" role="group" aria-label="Arrange the board">
          <button type="button" aria-pressed={view === 'technician'} onClick={() => setView('technician')}>
            By technician
          </button>
          <button type="button" aria-pressed={view === 'status'} onClick={() => setView('status')}>
            By status
          </button>
        </div>
        <Link className="wsb-bar__link" to="/work-orders">
          Work orders
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {moved}
      </p>
      {assign.isError && <ErrorBanner>{errorMessage(assign.error)}</ErrorBanner>}
      {board.isPending ? (
        <Spinner label="Reading the workshop board" />
      ) : !saved || !data ? (
        <ErrorBanner>{errorMessage(board.error)}</ErrorBanner>
      ) : (
        <>
          <SavedCopy updatedAt={saved.savedAt} failed={saved.fromDevice || board.isError} />
          {offlineCopy && <p className="wsb-offline">Jobs can be moved again when the connection is back.</p>}
          <div className="wsb-layout">
            <BoardColumns board={data} view={view} disabled={offlineCopy} onMove={onMove} />
            <NextDue board={data} />
          </div>
        </>
      )}
    </Page>
  );
}
