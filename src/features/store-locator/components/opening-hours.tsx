import type { OpeningHours as Hours } from '../../../../contract/locations/schemas';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Opening hours, Monday first; a day without hours reads "Closed". */
export function OpeningHours({ hours }: { hours: Hours[] }) {
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  return (
    <dl className="hours">
      {dayNames.map((name, index) => {
        const entry = byDay.get(index + 1);
        return (
          <div key={name} className="hours__row">
            <dt>{name}</dt>
            <dd>{entry?.opens && entry.closes ? `${entry.opens}–${entry.closes}` : 'Closed'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
