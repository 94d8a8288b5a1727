import { useState } from 'react';
import type { Refinement, RefinementAttribute } from '../../../../contract/vehicles/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useRefineFinal, useRefinement } from '../api/refine-vehicle';
import { useResetRefinement } from '../api/reset-refinement';
import { useVehicleSaved } from '../hooks/use-vehicle-saved';
import {
  canUndoRefinement,
  chooseRefinement,
  chosenValue,
  emptyRefinementHistory,
  undoRefinement,
  type RefinementSelection,
} from '../refinement-history';
import { useVehicleModal, vehicleModals } from '../vehicle-modals';
import { VehicleDetailsList } from './vehicle-details-list';

/** The name shown for a chosen value, from the attributes before any refinement. */
function optionName(refinement: Refinement | undefined, name: string, value: string): string {
  const attribute = refinement?.allAvailableAttributesBeforeRefinement.find((a) => a.name === name);
  return attribute?.options.find((option) => option.value === value)?.name ?? value;
}

function AttributeChoices({
  attribute,
  selection,
  disabled,
  onChoose,
}: {
  attribute: RefinementAttribute;
  selection: RefinementSelection;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  const chosen = chosenValue(selection, attribute.name);
  const [only] = attribute.options;
  if (attribute.options.length === 1 && only) {
    return (
      <div className="refinement__attribute">
        <span className="refinement__name">{attribute.name}</span> <span>{only.name}</span>
      </div>
    );
  }
  return (
    <fieldset className="refinement__attribute">
      <legend className="refinement__name">{attribute.name}</legend>
      <div className="refinement__options">
        {attribute.options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button button--secondary refinement__option"
            aria-pressed={chosen === option.value}
            disabled={disabled}
            onClick={() => onChoose(option.value)}
          >
            {option.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Narrows the active vehicle's possible variants by what the person knows, with undo. */
function VehicleRefinement() {
  const [history, setHistory] = useState(emptyRefinementHistory);
  const [error, setError] = useState<string | null>(null);
  const refinement = useRefinement(history.current);
  const final = useRefineFinal();
  const reset = useResetRefinement();
  const saved = useVehicleSaved();
  const data = refinement.data;
  const busy = refinement.isFetching || final.isPending || reset.isPending;

  const confirmVehicle = () => {
    setError(null);
    final.mutate(history.current, {
      onSuccess: (answer) =>
        answer.vehicle
          ? saved(answer.vehicle, { refined: true })
          : setError('Please choose until one vehicle is left.'),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  const startAgain = () => {
    setError(null);
    reset.mutate(undefined, {
      onSuccess: () => setHistory(emptyRefinementHistory),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  if (refinement.isPending) return <Spinner label="Loading the vehicle’s versions" />;
  if (refinement.error && !data) return <ErrorBanner>{errorMessage(refinement.error)}</ErrorBanner>;
  const open = data?.attributesAfterRefinement.filter((attribute) => attribute.options.length > 0) ?? [];
  const noneLeft = open.length === 0 && !data?.fullVehicleDetails;

  return (
    <div className="refinement" aria-busy={busy || undefined}>
      <ErrorBanner>{error ?? (refinement.error ? errorMessage(refinement.error) : null)}</ErrorBanner>
      {history.current.length > 0 && (
        <p className="refinement__chosen">
          Chosen:{' '}
          {history.current.map((choice) => `${choice.name} ${optionName(data, choice.name, choice.value)}`).join(', ')}
        </p>
      )}
      {data?.fullVehicleDetails ? (
        <section className="refinement__result" aria-label="Your vehicle">
          <h3>{data.vehicle?.description ?? 'Your vehicle'}</h3>
          <VehicleDetailsList details={data.fullVehicleDetails} />
          <button type="button" className="button button--primary" onClick={confirmVehicle} disabled={busy}>
            {final.isPending ? 'Saving…' : 'Use this vehicle'}
          </button>
        </section>
      ) : noneLeft ? (
        <p>No version of this vehicle matches these choices. Undo the last one or start again.</p>
      ) : (
        <>
          <p>More than one version of this vehicle matches. Choose what you know about it.</p>
          {open.map((attribute) => (
            <AttributeChoices
              key={attribute.name}
              attribute={attribute}
              selection={history.current}
              disabled={busy}
              onChoose={(value) => setHistory((current) => chooseRefinement(current, { name: attribute.name, value }))}
            />
          ))}
        </>
      )}
      <div className="refinement__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setHistory(undoRefinement)}
          disabled={!canUndoRefinement(history) || busy}
        >
          Undo
        </button>
        <button type="button" className="button button--ghost" onClick={startAgain} disabled={busy}>
          Reset
        </button>
      </div>
    </div>
  );
}

/** The refinement modal ('refinement'), opened after a saving lookup for users who allow it. */
export function RefinementModal() {
  const open = useVehicleModal() === 'refinement';
  return (
    <Modal open={open} title="Refine your vehicle" onClose={() => vehicleModals.close('refinement')}>
      <VehicleRefinement />
    </Modal>
  );
}
