import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { quoteMessages } from '../../../../contract/quotes/messages';
import type { Quote } from '../../../../contract/quotes/schemas';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../ui/form-field';
import { usePricing } from '../../../ui/pricing-context';
import { defaultValidUntil } from '../quote-local';
import { createQuote } from '../quote-store';

/** The vehicle a new quote is for, from the active vehicle when there is one (app/ supplies it). */
export type QuoteVehicle = NonNullable<Quote['vehicle']>;

const REGISTRATION = /^[A-Z0-9 -]{0,12}$/;
const blankToNull = (value: string) => value.trim() || null;

/**
 * Starts a quote on the device (works offline): its name, the vehicle (the active one unless
 * changed) and, for a garage quoting its own customer, the customer's name and phone. Its lines
 * are added on the quote's page.
 */
export function NewQuote({ userId, activeVehicle }: { userId: string; activeVehicle: QuoteVehicle | null }) {
  const navigate = useNavigate();
  const { currency } = usePricing();
  const [name, setName] = useState('');
  const [registration, setRegistration] = useState(activeVehicle?.registration ?? '');
  const [description, setDescription] = useState(activeVehicle?.description ?? '');
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; registration?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const plate = registration.trim().toUpperCase();
    const found = {
      name: name.trim() && name.trim().length <= 100 ? undefined : quoteMessages.name,
      registration: REGISTRATION.test(plate) ? undefined : quoteMessages.registration,
    };
    setErrors(found);
    if (found.name || found.registration) return;
    setBusy(true);
    try {
      const vehicle =
        plate || description.trim() ? { registration: plate || null, description: blankToNull(description) } : null;
      const id = await createQuote(
        userId,
        {
          name: name.trim(),
          vehicle,
          customerName: blankToNull(customerName),
          customerPhone: blankToNull(customerPhone),
          validUntil: defaultValidUntil(new Date()),
        },
        currency === 'EUR' ? 'EUR' : 'GBP',
      );
      await navigate(`/account/quotes/${id}`);
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
      setBusy(false);
    }
  };

  return (
    <section className="quotes__new card" aria-labelledby="new-quote">
      <h2 id="new-quote">New quote</h2>
      <form className="quotes__new-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Quote name"
          name="name"
          value={name}
          maxLength={100}
          placeholder="For example Brakes for Mrs Kelly"
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Registration (optional)"
          name="registration"
          value={registration}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          onChange={(event) => setRegistration(event.target.value)}
          error={errors.registration}
        />
        <TextField
          label="Vehicle (optional)"
          name="vehicle"
          value={description}
          maxLength={200}
          placeholder="For example Ford Focus 1.0 EcoBoost"
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label="Customer name (optional)"
          name="customerName"
          value={customerName}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setCustomerName(event.target.value)}
        />
        <TextField
          label="Customer phone (optional)"
          name="customerPhone"
          type="tel"
          value={customerPhone}
          maxLength={30}
          autoComplete="off"
          onChange={(event) => setCustomerPhone(event.target.value)}
        />
        <div className="quotes__new-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Starting…' : 'Start quote'}
          </button>
        </div>
      </form>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
    </section>
  );
}
