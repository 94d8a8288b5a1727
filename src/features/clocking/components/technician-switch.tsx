import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { clockingMessages } from '../../../../contract/clocking/messages';
import { ApiError, errorMessage, isTransient } from '../../../api/api-error';
import { TextField } from '../../../ui/form-field';
import { SubmitButton } from '../../../ui/submit-button';
import { checkPin, fetchTechnicians } from '../api/clocking-requests';
import { clockingWords } from '../clocking-words';
import { checkPinOffline, leaveTablet, rememberVerified } from '../pin-memory';
import { useClockingContext } from './clocking-provider';

/**
 * Who is on the shared bay tablet, and the switch to another technician with their PIN: checked
 * by the server online, and offline against the tablet's memory of those who verified here.
 */
export function TechnicianSwitch() {
  const { userId, online, current, technicians: remembered } = useClockingContext();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const selectId = useId();
  const server = useQuery({
    queryKey: ['clocking', 'technicians', userId],
    queryFn: fetchTechnicians,
    enabled: online && open && Boolean(userId),
    staleTime: 60_000,
  });
  const people = (server.data ?? remembered).filter((person) => !('hasPin' in person) || person.hasPin);
  const pick = chosen || people[0]?.id || '';

  const offlineSwitch = async () => {
    const name = people.find((person) => person.id === pick)?.name ?? 'This technician';
    const result = await checkPinOffline(userId, pick, pin);
    if (result === 'ok') return true;
    setError(result === 'wrong-pin' ? clockingMessages.wrongPin : clockingWords.notRemembered(name));
    return false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) return setError(clockingMessages.pin);
    setPending(true);
    setError(null);
    try {
      let switched: boolean;
      if (!online) switched = await offlineSwitch();
      else {
        try {
          await rememberVerified(userId, await checkPin(pick, pin), pin);
          switched = true;
        } catch (failure) {
          if (!isTransient(failure)) throw failure;
          switched = await offlineSwitch();
        }
      }
      if (switched) {
        setOpen(false);
        setPin('');
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.pin ?? failure.message) : errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="clock-switch" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="clock-switch__title">
        {current ? (
          <>
            On this tablet: <strong>{current.name}</strong>
          </>
        ) : (
          'Nobody is on this tablet'
        )}
      </h2>
      {!open ? (
        <div className="clock-switch__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {current ? 'Switch technician' : 'Choose technician'}
          </button>
          {current && (
            <button type="button" className="button button--ghost" onClick={() => void leaveTablet(userId)}>
              Leave the tablet
            </button>
          )}
        </div>
      ) : (
        <form className="clock-switch__form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              Technician
            </label>
            <select
              id={selectId}
              className="field__input"
              value={pick}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(null);
              }}
            >
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="PIN"
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={pin}
            error={error ?? undefined}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          />
          <div className="clock-switch__actions">
            <SubmitButton pending={pending} pendingText="Checking…">
              Switch
            </SubmitButton>
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
          {!online && <p className="muted">Offline: only technicians who used their PIN here recently can switch.</p>}
        </form>
      )}
    </section>
  );
}
