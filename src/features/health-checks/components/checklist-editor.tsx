import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { sections, sideWords, sides } from '../../../../contract/health-checks/templates';
import type { SettingsFormValues } from '../settings-form';

const measureWords = { tread: 'Tread depth', pad: 'Pad thickness', disc: 'Disc thickness' } as const;

/**
 * One checklist: rename, add, remove and reorder its items, each with its section, what it
 * measures and where on the car it is. An item keeps its key through a rename, so last visit's
 * values still carry forward to it.
 */
export function ChecklistEditor({
  index,
  control,
  register,
  errors,
}: {
  index: number;
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const items = useFieldArray({ control, name: `templates.${index}.items`, keyName: 'rowKey' });
  const templateErrors = errors.templates?.[index];
  const nameError = templateErrors?.name?.message;
  const listError = templateErrors?.items?.message ?? templateErrors?.items?.root?.message;

  const add = () => {
    const last = items.fields.at(-1);
    items.append(
      { key: null, section: last?.section ?? 'interior', name: '', measures: null, side: null },
      { shouldFocus: true, focusName: `templates.${index}.items.${items.fields.length}.name` },
    );
  };

  return (
    <div className="hc-settings__checklist">
      <div className={nameError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`template-${index}-name`}>
          Checklist name
        </label>
        <input
          id={`template-${index}-name`}
          className="field__input"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `template-${index}-name-error` : undefined}
          {...register(`templates.${index}.name`)}
        />
        {nameError && (
          <p className="field__error" id={`template-${index}-name-error`}>
            {nameError}
          </p>
        )}
      </div>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <ol className="hc-settings__items">
        {items.fields.map((row, position) => {
          const path = `templates.${index}.items.${position}` as const;
          const error = templateErrors?.items?.[position];
          const problem =
            error?.name?.message ?? error?.section?.message ?? error?.measures?.message ?? error?.side?.message;
          const label = row.name || `item ${position + 1}`;
          const id = `template-${index}-item-${position}`;
          return (
            <li
              key={row.rowKey}
              className={problem ? 'hc-settings__item hc-settings__item--invalid' : 'hc-settings__item'}
            >
              <input
                id={`${id}-name`}
                className="field__input hc-settings__name"
                aria-label={`Item ${position + 1} name`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                {...register(`${path}.name`)}
              />
              <select className="field__input" aria-label={`Section of ${label}`} {...register(`${path}.section`)}>
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.name}
                  </option>
                ))}
              </select>
              <select
                className="field__input"
                aria-label={`What ${label} measures`}
                {...register(`${path}.measures`, { setValueAs: (value: string) => value || null })}
              >
                <option value="">No measurement</option>
                {Object.entries(measureWords).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
              <select
                className="field__input"
                aria-label={`Where on the car ${label} is`}
                {...register(`${path}.side`, { setValueAs: (value: string) => value || null })}
              >
                <option value="">Whole car</option>
                {sides.map((side) => (
                  <option key={side} value={side}>
                    {sideWords[side]}
                  </option>
                ))}
              </select>
              <span className="hc-settings__moves">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Move ${label} up`}
                  disabled={position === 0}
                  onClick={() => items.move(position, position - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Move ${label} down`}
                  disabled={position === items.fields.length - 1}
                  onClick={() => items.move(position, position + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Remove ${label}`}
                  onClick={() => items.remove(position)}
                >
                  Remove
                </button>
              </span>
              {problem && (
                <p className="field__error hc-settings__error" id={`${id}-error`}>
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={add}>
        Add an item
      </button>
    </div>
  );
}
