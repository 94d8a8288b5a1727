import { useId } from 'react';
import { countryByCode, type AddressType } from '../../../../contract/addresses/countries';
import type { AddressRow } from '../../../db/addresses';
import { useEntityChanges } from '../../../sync/entity-changes';
import { isDefaultFor } from '../address-row';
import { addressLabel, typeWords } from '../address-words';
import { AddressChangeNote } from './address-change-note';

export interface AddressCardProps {
  row: AddressRow;
  /** The group it is shown in: its default mark and "Make default" are about this type. */
  type: AddressType;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  /** A change to it was given up on its card (discarded, or the server's copy taken): the page says so. */
  onNotice: (words: string) => void;
}

/**
 * One address in its group: the lines, the default mark, where its changes stand with the server
 * (waiting, not sent yet and why, sent, refused, in conflict: read live from the outbox), its
 * actions.
 */
export function AddressCard({ row, type, onEdit, onMakeDefault, onDelete, onNotice }: AddressCardProps) {
  const headingId = useId();
  const changes = useEntityChanges(row.id);
  const { address } = row;
  const label = addressLabel(address);
  const isDefault = isDefaultFor(address, type);
  const otherType: AddressType = type === 'delivery' ? 'billing' : 'delivery';
  const lines = [
    [address.firstName, address.lastName].join(' '),
    address.company,
    address.line1,
    address.line2,
    address.town,
    address.county,
    address.postcode,
    countryByCode(address.countryCode)?.name ?? address.countryCode,
  ].filter((line): line is string => Boolean(line));

  return (
    <article className={`card address-card${isDefault ? ' address-card--default' : ''}`} aria-labelledby={headingId}>
      <header className="address-card__header">
        <h3 id={headingId} className="address-card__title">
          {label}
        </h3>
        {isDefault && <span className="address-card__badge">Default {type} address</span>}
      </header>
      <address className="address-card__lines">
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {address.telephone && <p className="address-card__meta">Telephone {address.telephone}</p>}
      {address.type.length > 1 && (
        <p className="address-card__meta">
          Used for {typeWords(address.type)}
          {isDefaultFor(address, otherType) ? ` (default ${otherType} address too)` : ''}
        </p>
      )}
      <AddressChangeNote changes={changes} subject={`${type} address ${label}`} onGivenUp={onNotice} />
      <div className="address-card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onEdit}
          aria-label={`Edit ${type} address ${label}`}
        >
          Edit
        </button>
        {!isDefault && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onMakeDefault}
            aria-label={`Make ${label} the default ${type} address`}
          >
            Make default
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onDelete}
          aria-label={`Delete ${type} address ${label}`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
