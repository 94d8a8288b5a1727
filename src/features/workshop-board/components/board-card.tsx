import { memo } from 'react';
import { boardStatusLabels } from '../../../../contract/workshop-board/board-status';
import type { BoardTechnician, BoardWorkOrder } from '../../../../contract/workshop-board/schemas';
import { MoveControl } from './move-control';
import { RunningClock } from './running-clock';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * A work order on the board: the plate large enough to read across a workshop, the vehicle, its
 * status, who is on it and for how long (ticking), and the menu that gives it to a technician.
 */
export const BoardCard = memo(function BoardCard({
  card,
  technicians,
  owner,
  nextDue,
  disabled,
  onMove,
}: {
  card: BoardWorkOrder;
  technicians: BoardTechnician[];
  owner: string | null;
  /** Its place in the next jobs due (1 is next), or null. */
  nextDue: number | null;
  disabled: boolean;
  onMove: (card: BoardWorkOrder, technician: string | null) => void;
}) {
  const nameOf = (id: string) => technicians.find((technician) => technician.id === id)?.name ?? 'Someone';
  const vehicle = [card.make, card.model].filter(Boolean).join(' ');
  return (
    <article className={`wsb-card wsb-card--${card.boardStatus}`} aria-labelledby={`wsb-card-${card.id}`}>
      <h3 className="wsb-card__title" id={`wsb-card-${card.id}`}>
        <span className="wsb-card__plate">{card.vrm || 'No plate'}</span>
        <span className="visually-hidden">, </span>
        <span className="wsb-card__number">{card.workOrderNumber}</span>
      </h3>
      {vehicle && <p className="wsb-card__vehicle">{vehicle}</p>}
      <p className="wsb-card__status">
        <span className={`wsb-status wsb-status--${card.boardStatus}`}>{boardStatusLabels[card.boardStatus]}</span>
        {nextDue !== null && <span className="wsb-card__due">Next due #{nextDue}</span>}
      </p>
      {card.clockedOn.length > 0 ? (
        <ul className="wsb-card__on" aria-label="Clocked on now">
          {card.clockedOn.map((on) => (
            <li key={on.technician}>
              <span className="wsb-card__who">{nameOf(on.technician)}</span> since {timeOf(on.since)},{' '}
              <RunningClock since={on.since} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="wsb-card__idle">
          {card.workedBy.length > 0
            ? `Worked on today by ${card.workedBy.map(nameOf).join(', ')} (${card.closedMinutes} min)`
            : 'Nobody on it yet'}
        </p>
      )}
      <MoveControl card={card} technicians={technicians} owner={owner} disabled={disabled} onMove={onMove} />
    </article>
  );
});
