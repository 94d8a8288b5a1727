import { useSyncExternalStore } from 'react';
import { resolveTheme, type ResolvedTheme } from '../../../contract/theme';

/** The CSS variables a theme sets on :root; src/styles/theme.css declares the same defaults. */
const cssVariables = {
  primary: '--wb-primary',
  secondary: '--wb-secondary',
  tertiary: '--wb-tertiary',
  primaryText: '--wb-primary-text',
  secondaryText: '--wb-secondary-text',
  tertiaryText: '--wb-tertiary-text',
} as const satisfies Record<Exclude<keyof ResolvedTheme, 'logo'>, string>;

export const defaultTheme: ResolvedTheme = resolveTheme(null);

let current: ResolvedTheme = defaultTheme;
const listeners = new Set<() => void>();

/** Puts a theme's colours on :root and its logo in the header. */
export function applyTheme(theme: ResolvedTheme): void {
  const style = document.documentElement.style;
  for (const [key, variable] of Object.entries(cssVariables)) {
    style.setProperty(variable, theme[key as keyof typeof cssVariables]);
  }
  current = theme;
  for (const listener of listeners) listener();
}

/** Back to the Workbay colours and logo (after a render error, §4). */
export function resetTheme(): void {
  applyTheme(defaultTheme);
}

export function useAppliedTheme(): ResolvedTheme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
