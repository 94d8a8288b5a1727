import { useState } from 'react';
import { quoteMessages } from '../../../../contract/quotes/messages';
import type { Quote } from '../../../../contract/quotes/schemas';
import { HEADER, type QuoteNotes } from '../quote-notes';
import { ChangeNotes } from '../../../ui/change-notes';

type HeaderSet = Partial<Pick<Quote, 'name' | 'customerName' | 'customerPhone' | 'validUntil'>>;

/** A text field of the header that saves when it is left. */
function HeaderField({
  id,
  label,
  value,
  type = 'text',
  maxLength,
  onSave,
}: {
  id: string;
  label: string;
  value: string;
  type?: string;
  maxLength?: number;
  onSave: (value: string) => string | null;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type={type}
        value={text}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setError(onSave(text))}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The quote's header: its name, the vehicle it is for, the customer and the day it holds until. */
export function QuoteDetails({
  quote,
  notes,
  onSet,
}: {
  quote: Quote;
  notes: QuoteNotes;
  onSet: (set: HeaderSet, description: string) => void;
}) {
  const vehicle = [quote.vehicle?.registration, quote.vehicle?.description].filter(Boolean).join(' · ');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="quote-details card" aria-labelledby="quote-details-title">
      <h2 id="quote-details-title">Details</h2>
      <p>
        <strong>Vehicle:</strong> {vehicle || 'none given'}
      </p>
      <div className="quote-details__fields">
        <HeaderField
          key={`name-${quote.name}`}
          id="quote-name"
          label="Quote name"
          value={quote.name}
          maxLength={100}
          onSave={(value) => {
            if (!value.trim()) return quoteMessages.name;
            onSet({ name: value.trim() }, `Rename the quote ${value.trim()}`);
            return null;
          }}
        />
        <HeaderField
          key={`customer-${quote.customerName ?? ''}`}
          id="quote-customer"
          label="Customer name"
          value={quote.customerName ?? ''}
          maxLength={100}
          onSave={(value) => (onSet({ customerName: value.trim() || null }, 'Change the customer'), null)}
        />
        <HeaderField
          key={`phone-${quote.customerPhone ?? ''}`}
          id="quote-phone"
          label="Customer phone"
          type="tel"
          value={quote.customerPhone ?? ''}
          maxLength={30}
          onSave={(value) => (onSet({ customerPhone: value.trim() || null }, 'Change the customer’s phone'), null)}
        />
        <HeaderField
          key={`valid-${quote.validUntil}`}
          id="quote-valid-until"
          label="Valid until"
          type="date"
          value={quote.validUntil}
          onSave={(value) => {
            if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return quoteMessages.validUntil;
            if (value === quote.validUntil) return null;
            if (value < today) return quoteMessages.validUntilPast;
            onSet({ validUntil: value }, 'Change the day the quote holds until');
            return null;
          }}
        />
      </div>
      <ChangeNotes notes={notes.byPath.get(HEADER)} />
    </section>
  );
}
