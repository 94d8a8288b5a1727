import { useState } from 'react';
import { detailValue, mvlSteps, type Vehicle } from '../../../../contract/vehicles/schemas';
import { errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { useManufacturers } from '../api/manufacturers';
import { useModels } from '../api/models';
import { useMvlFinalSearch, useMvlStep, type MvlChoices } from '../api/mvl';
import { useVehicleSaved } from '../hooks/use-vehicle-saved';
import { useVehicleModal, vehicleModals } from '../vehicle-modals';
import { ChoiceSelect } from './choice-select';
import { VehicleDetailsList } from './vehicle-details-list';

/** The steps after make and model, in order (trade-features §4), and the field each one fills. */
const laterSteps = mvlSteps.slice(2) as ('VehicleYear' | 'EngineSizeDescription' | 'Fuel')[];
type LaterStep = (typeof laterSteps)[number];
const stepField = { VehicleYear: 'vehicleYear', EngineSizeDescription: 'engine', Fuel: 'fuel' } as const;
const stepLabel = { VehicleYear: 'Year', EngineSizeDescription: 'Engine', Fuel: 'Fuel' } as const;

const NO_MATCH = 'No vehicle matches these choices. Please check them and try again.';
const NOT_ONE = 'These vehicles cannot be told apart by make and model. Please search by registration or VIN.';

export interface VehicleLookupProps {
  /** Work orders: the final search does not save; the vehicle goes to `onVehicleChosen`. */
  workOrderMode?: boolean;
  onVehicleChosen?: (vehicle: Vehicle) => void;
}

/** One later step's select; its options are the server's answer to the choices before it. */
function MvlStep({
  step,
  before,
  value,
  onChange,
}: {
  step: LaterStep;
  before: MvlChoices;
  value: string;
  onChange: (value: string) => void;
}) {
  const answer = useMvlStep(before);
  return (
    <ChoiceSelect
      label={stepLabel[step]}
      value={value}
      options={answer.data?.options ?? []}
      pending={answer.isPending}
      error={answer.error}
      onChange={onChange}
    />
  );
}

/** Make, model, then year, engine and fuel, one step at a time; then the final search. */
function VehicleLookup({ workOrderMode = false, onVehicleChosen }: VehicleLookupProps) {
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [picked, setPicked] = useState<Partial<Record<LaterStep, string>>>({});
  const [results, setResults] = useState<Vehicle[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const manufacturers = useManufacturers();
  const models = useModels(make);
  const search = useMvlFinalSearch();
  const saved = useVehicleSaved();

  const choicesUpTo = (count: number): MvlChoices => {
    const choices: MvlChoices = { make, model };
    for (const step of laterSteps.slice(0, count)) choices[stepField[step]] = picked[step];
    return choices;
  };
  const shownSteps = model
    ? laterSteps.filter((_, index) => laterSteps.slice(0, index).every((step) => picked[step]))
    : [];
  const complete = model !== '' && laterSteps.every((step) => picked[step]);
  const restart = () => {
    setResults(null);
    setError(null);
  };

  const finish = (vehicle: Vehicle) => {
    if (workOrderMode) {
      onVehicleChosen?.(vehicle);
      vehicleModals.close('lookup');
    } else void saved(vehicle);
  };

  const find = () => {
    restart();
    search.mutate(
      { choices: choicesUpTo(laterSteps.length), save: !workOrderMode },
      {
        onSuccess: (found) => {
          if (found.length === 1 && found[0]) finish(found[0]);
          else if (found.length === 0) setError(NO_MATCH);
          else setResults(found);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  /** One of several matches: saved by searching again with its own engine and fuel. */
  const choose = (vehicle: Vehicle) => {
    if (workOrderMode) return finish(vehicle);
    setError(null);
    const exact = {
      ...choicesUpTo(laterSteps.length),
      engine: detailValue(vehicle.vehicleDetails, 'EngineSizeDescription'),
      fuel: detailValue(vehicle.vehicleDetails, 'Fuel'),
    };
    search.mutate(
      { choices: exact, save: true },
      {
        onSuccess: (found) => (found.length === 1 && found[0] ? finish(found[0]) : setError(NOT_ONE)),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <div className="vehicle-lookup">
      <ChoiceSelect
        label="Make"
        value={make}
        options={manufacturers.data ?? []}
        pending={manufacturers.isPending}
        error={manufacturers.error}
        onChange={(value) => {
          setMake(value);
          setModel('');
          setPicked({});
          restart();
        }}
      />
      {make && (
        <ChoiceSelect
          label="Model"
          value={model}
          options={(models.data ?? []).map((m) => ({
            name: `${m.name} (${m.yearFrom}–${m.yearTo ?? ''})`,
            value: m.value,
          }))}
          pending={models.isPending}
          error={models.error}
          onChange={(value) => {
            setModel(value);
            setPicked({});
            restart();
          }}
        />
      )}
      {shownSteps.map((step) => {
        const index = laterSteps.indexOf(step);
        return (
          <MvlStep
            key={step}
            step={step}
            before={choicesUpTo(index)}
            value={picked[step] ?? ''}
            onChange={(value) => {
              // A changed step clears the steps after it.
              const next: Partial<Record<LaterStep, string>> = {};
              for (const earlier of laterSteps.slice(0, index)) next[earlier] = picked[earlier];
              if (value) next[step] = value;
              setPicked(next);
              restart();
            }}
          />
        );
      })}
      <ErrorBanner>{error}</ErrorBanner>
      {complete && !results && (
        <button type="button" className="button button--primary" onClick={find} disabled={search.isPending}>
          {search.isPending ? 'Searching…' : 'Find vehicle'}
        </button>
      )}
      {results && (
        <section className="vehicle-lookup__results" aria-label="Matching vehicles">
          <p>{results.length} vehicles match. Which one is it?</p>
          <ul className="vehicle-lookup__list">
            {results.map((vehicle) => (
              <li key={vehicle.tecdocId ?? vehicle.description} className="vehicle-lookup__result">
                <h3>{vehicle.description}</h3>
                <VehicleDetailsList details={vehicle.vehicleDetails} />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => choose(vehicle)}
                  disabled={search.isPending}
                >
                  Use this vehicle<span className="visually-hidden">: {vehicle.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The make/model/year/engine/fuel lookup modal ('lookup'). Its selections live inside the modal's
 * content, which unmounts when it closes: closing resets them (trade-features §4).
 */
export function VehicleLookupModal(props: VehicleLookupProps) {
  const open = useVehicleModal() === 'lookup';
  return (
    <Modal open={open} title="Search by make and model" onClose={() => vehicleModals.close('lookup')}>
      <VehicleLookup {...props} />
    </Modal>
  );
}
