import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, NetworkError } from '../../../api/api-error';
import { TextField } from '../../../ui/form-field';
import { usePricing } from '../../../ui/pricing-context';
import { useWorkOrdersConfiguration } from '../api/configuration';
import { headerFromDetails, vehicleForWorkOrder } from '../api/vehicle-for-work-order';
import { createWorkOrder } from '../work-order-store';

const REGISTRATION = /^[A-Z0-9 -]{2,12}$/;

/**
 * Starts a work order from a registration typed here, or from the active vehicle. Online the
 * registration is looked up (without changing the active vehicle) for make, model and the
 * repair-time variant; offline the work order starts with the registration alone.
 */
export function NewWorkOrder({
  userId,
  online,
  activeVehicle,
}: {
  userId: string;
  online: boolean;
  activeVehicle: { details: readonly { name: string; value: string }[]; description: string } | null;
}) {
  const navigate = useNavigate();
  const pricing = usePricing();
  const configuration = useWorkOrdersConfiguration();
  // The account's currency: a Dublin workshop prices in euro whatever the shop is showing.
  const currency = configuration.data?.currency ?? (pricing.currency === 'EUR' ? 'EUR' : 'GBP');
  const [vrm, setVrm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const start = async (header: Parameters<typeof createWorkOrder>[1]['header']) => {
    const id = await createWorkOrder(userId, {
      header,
      currency,
      defaultUplift: configuration.data?.defaultUplift ?? 0,
    });
    await navigate(`/work-orders/${id}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = vrm.trim().toUpperCase();
    if (!REGISTRATION.test(typed)) {
      setError('Please enter the registration, for example WB19 KFD.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      let header: Parameters<typeof createWorkOrder>[1]['header'] = { vrm: typed, vehicleRequestType: 'vrm' };
      if (online) {
        try {
          header = { ...(await vehicleForWorkOrder(typed)), vrm: typed };
        } catch (failure) {
          // The line dropped on the way: start with the registration; the lookup can wait.
          if (!(failure instanceof NetworkError)) throw failure;
        }
      }
      await start(header);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="work-orders__new card" aria-labelledby="new-work-order">
      <h2 id="new-work-order">Start a work order</h2>
      <form className="work-orders__new-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Registration"
          name="vrm"
          value={vrm}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setVrm(event.target.value)}
          error={error}
          hint={online ? undefined : 'You are offline: the vehicle is looked up when the connection is back.'}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Starting…' : 'Start work order'}
        </button>
      </form>
      {activeVehicle && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            const header = headerFromDetails(activeVehicle.details, null);
            void start(header).catch((failure: unknown) => setError(errorMessage(failure)));
          }}
        >
          Start one for {activeVehicle.description}
        </button>
      )}
    </section>
  );
}
