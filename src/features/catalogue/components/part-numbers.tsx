import type { ProductDetail } from '../../../../contract/catalogue/schemas';

const groups = [
  { key: 'oe', title: 'OE numbers', empty: 'No OE numbers.' },
  { key: 'competitor', title: 'Cross-references', empty: 'No cross-references.' },
  { key: 'superseded', title: 'Replaces', empty: 'Replaces no older number.' },
] as const;

/** OE, cross-reference and superseded numbers, each with its brand. */
export function PartNumbers({ partNumbers }: { partNumbers: ProductDetail['partNumbers'] }) {
  return (
    <div className="part-numbers">
      {groups.map((group) => (
        <div key={group.key}>
          <h3>{group.title}</h3>
          {partNumbers[group.key].length === 0 ? (
            <p className="muted">{group.empty}</p>
          ) : (
            <ul className="plain-list">
              {partNumbers[group.key].map((entry) => (
                <li key={`${entry.brand}-${entry.number}`}>
                  <span className="muted">{entry.brand}</span> <span className="mono">{entry.number}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
