import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Success messages (the SuccessBanner of src/ui/alert.tsx) show in the success colour of
// storefront-core §9, and their text stays readable on it (WCAG 2.2 AA: 4.5:1 for body text).
const styles = resolve(__dirname, '../../../src/styles');
const css = (file: string) => readFileSync(resolve(styles, file), 'utf8');

/** The declarations of the first rule with exactly this selector. */
function declarations(text: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(text)?.[1];
  if (block === undefined) throw new Error(`No rule for ${selector}`);
  return Object.fromEntries(
    block
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

const root = declarations(css('base.css'), ':root');
const resolveColour = (value: string) =>
  (value.match(/^var\((--[\w-]+)\)$/) ? root[value.slice(4, -1)] : value) ?? value;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const sixDigits = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

describe('the success colour', () => {
  it('is #3c7e1d (storefront-core §9)', () => {
    expect(root['--wb-success']?.toLowerCase()).toBe('#3c7e1d');
  });

  it('is what a success message shows, not only its border, with readable text', () => {
    const banner = declarations(css('feedback.css'), '.banner--success');
    const background = banner.background ?? banner['background-color'] ?? '';
    const text = banner.color ?? '';
    expect([background, text]).toContain('var(--wb-success)');
    expect(contrast(sixDigits(resolveColour(text)), sixDigits(resolveColour(background)))).toBeGreaterThanOrEqual(4.5);
  });
});
