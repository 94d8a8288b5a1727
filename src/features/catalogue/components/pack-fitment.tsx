import { useRecentFitVehicles } from '../hooks/use-recent-fit-vehicles';

/**
 * What the offline catalogue can say of a part's fitment: the pack holds its TecDoc variants, not
 * their names, so it answers for the vehicles the person has looked up on this device (does it fit
 * the Focus on the ramp?) and counts the rest; the full list shows online.
 */
export function PackFitment({ tecdocIds }: { tecdocIds: readonly number[] }) {
  const vehicles = useRecentFitVehicles();
  if (tecdocIds.length === 0) return <p>A universal part: it fits no particular vehicle.</p>;
  const fits = new Set(tecdocIds);
  const count = tecdocIds.length.toLocaleString('en-GB');
  return (
    <>
      {vehicles && vehicles.length > 0 && (
        <ul className="pack-fitment" aria-label="Your recent vehicles">
          {vehicles.map((vehicle) => {
            const yes = fits.has(vehicle.tecdocId);
            return (
              <li key={vehicle.key} className={yes ? 'fit fit--yes' : 'fit fit--no'}>
                {yes ? 'Fits' : 'Does not fit'} the {vehicle.description}
                {vehicle.registration && <span className="mono"> ({vehicle.registration})</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="muted">
        Fits {count} vehicle {tecdocIds.length === 1 ? 'variant' : 'variants'} in all. The full list shows when you are
        online.
      </p>
    </>
  );
}
