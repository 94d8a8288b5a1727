import { useEffect, useRef, useState } from 'react';
import type { BoardTechnician, BoardWorkOrder } from '../../../../contract/workshop-board/schemas';
import { cardName } from './card-name';

/**
 * A card's "Give to…" control: a button that opens the list of technicians (a select, so that
 * keys, touch and screen readers all work as they do everywhere), closed again on a choice, on
 * Escape or when focus leaves, focus back on the button. The list is drawn only when opened: a
 * wall screen of 200 cards would otherwise carry thousands of options nobody is looking at.
 */
export function MoveControl({
  card,
  technicians,
  owner,
  disabled,
  onMove,
}: {
  card: BoardWorkOrder;
  technicians: BoardTechnician[];
  owner: string | null;
  disabled: boolean;
  onMove: (card: BoardWorkOrder, technician: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const nameOf = (id: string) => technicians.find((technician) => technician.id === id)?.name ?? 'someone';
  const selectId = `wsb-move-${card.id}`;
  if (!open || disabled)
    return (
      <div className="wsb-card__move">
        <span className="wsb-card__given">{card.assignedTo ? `Given to ${nameOf(card.assignedTo)}` : 'Not given'}</span>
        <button
          ref={button}
          type="button"
          className="wsb-card__move-button"
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          Give to…<span className="visually-hidden"> ({cardName(card)})</span>
        </button>
      </div>
    );
  return (
    <div className="wsb-card__move">
      <label htmlFor={selectId}>
        Give to<span className="visually-hidden"> ({cardName(card)})</span>
      </label>
      <select
        id={selectId}
        autoFocus
        value={card.assignedTo ?? ''}
        onChange={(event) => {
          setOpen(false);
          onMove(card, event.target.value || null);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <option value="">{owner && !card.assignedTo ? `Nobody (${nameOf(owner)} on it)` : 'Nobody'}</option>
        {technicians.map((technician) => (
          <option key={technician.id} value={technician.id}>
            {technician.name}
          </option>
        ))}
      </select>
    </div>
  );
}
