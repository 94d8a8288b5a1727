import type { ResolvedTheme } from '../../../../contract/theme';

const swatches = [
  { name: 'Primary', colour: 'primary', text: 'primaryText' },
  { name: 'Secondary', colour: 'secondary', text: 'secondaryText' },
  { name: 'Tertiary', colour: 'tertiary', text: 'tertiaryText' },
] as const;

/** A key account's three brand colours, each with the text colour it gets. */
export function ThemeSwatches({ theme }: { theme: ResolvedTheme }) {
  return (
    <ul className="swatches" aria-label="Brand colours">
      {swatches.map(({ name, colour, text }) => (
        <li key={name} className="swatch" style={{ background: theme[colour], color: theme[text] }}>
          <span className="swatch__name">{name}</span>
          <span className="swatch__value">{theme[colour]}</span>
        </li>
      ))}
    </ul>
  );
}
