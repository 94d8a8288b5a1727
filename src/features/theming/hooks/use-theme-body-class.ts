import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const PREFIX = 'theme-';

/** `?theme=Dark Mode!` → `theme-darkmode`: lower case, only [a-z0-9-], at most 40 characters. */
export function themeClassName(value: string | null): string | null {
  const safe = (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 40);
  return safe ? `${PREFIX}${safe}` : null;
}

/**
 * The `theme` query parameter adds a theme class to the body (§2). It stays when later pages
 * drop the parameter, and a new value replaces it.
 */
export function useThemeBodyClass(): void {
  const [searchParams] = useSearchParams();
  const className = themeClassName(searchParams.get('theme'));
  useEffect(() => {
    if (!className) return;
    const body = document.body;
    for (const existing of [...body.classList]) {
      if (existing.startsWith(PREFIX) && existing !== className) body.classList.remove(existing);
    }
    body.classList.add(className);
  }, [className]);
}
