/** Key-account branding rules (storefront-core §4, trade-features §5 and §9). */
export const DEFAULT_COLOURS = {
  primary: '0033A0',
  secondary: 'FDDA24',
  tertiary: '001E60',
} as const;

export const DEFAULT_LOGO_SIZE = { width: 207, height: 60 } as const;
export const LOADED_LOGO_HEIGHT = 60;
/** Text on a colour is black from this YIQ brightness up. */
export const YIQ_BLACK_TEXT_THRESHOLD = 200;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** '0033a0', '#0033A0' or '#03a' → '0033A0'; anything else → null. */
export function normaliseHexColour(value: string | null | undefined): string | null {
  const match = value?.trim().match(HEX);
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return hex.toUpperCase();
}

/** YIQ brightness, 0–255, of a hex colour. */
export function yiqBrightness(hexColour: string): number {
  const hex = normaliseHexColour(hexColour);
  if (!hex) throw new Error(`Not a hex colour: ${hexColour}`);
  const r = parseInt(hex.slice(0, 2), 16);
  const g = parseInt(hex.slice(2, 4), 16);
  const b = parseInt(hex.slice(4, 6), 16);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black text on bright colours (YIQ ≥ 200), white otherwise. */
export function textColourOn(hexColour: string): '#000000' | '#FFFFFF' {
  return yiqBrightness(hexColour) >= YIQ_BLACK_TEXT_THRESHOLD ? '#000000' : '#FFFFFF';
}

const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg', '.webp'];

/**
 * A brand logo must be a URL whose path ends in an image extension (trade-features §5): an
 * absolute http(s) URL, or one rooted at this site ('/logos/x.png'). A bare relative path
 * ('a.png', '../a.png') is not a URL: it would resolve against whichever page shows it.
 */
export function isValidLogoUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  let path: string;
  try {
    // Only a value starting with '/' is resolved against a base; anything else must stand alone.
    const url = value.startsWith('/') ? new URL(value, 'https://placeholder.invalid') : new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    path = url.pathname.toLowerCase();
  } catch {
    return false;
  }
  return LOGO_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** A loaded logo is 60 high, its width kept to the image's aspect ratio. */
export function loadedLogoSize(naturalWidth: number, naturalHeight: number): { width: number; height: number } {
  if (!(naturalWidth > 0) || !(naturalHeight > 0)) return { ...DEFAULT_LOGO_SIZE };
  return {
    width: Math.round((naturalWidth / naturalHeight) * LOADED_LOGO_HEIGHT),
    height: LOADED_LOGO_HEIGHT,
  };
}

export interface ThemeInput {
  customLogo?: string | null;
  primaryColour?: string | null;
  secondaryColour?: string | null;
  tertiaryColour?: string | null;
}

export interface ResolvedTheme {
  logo: string | null;
  primary: string;
  secondary: string;
  tertiary: string;
  primaryText: string;
  secondaryText: string;
  tertiaryText: string;
}

/** Resolves a key account's theme, falling back to the defaults for missing or malformed values. */
export function resolveTheme(input: ThemeInput | null | undefined): ResolvedTheme {
  const primary = normaliseHexColour(input?.primaryColour) ?? DEFAULT_COLOURS.primary;
  const secondary = normaliseHexColour(input?.secondaryColour) ?? DEFAULT_COLOURS.secondary;
  const tertiary = normaliseHexColour(input?.tertiaryColour) ?? DEFAULT_COLOURS.tertiary;
  return {
    logo: isValidLogoUrl(input?.customLogo) ? (input?.customLogo ?? null) : null,
    primary: `#${primary}`,
    secondary: `#${secondary}`,
    tertiary: `#${tertiary}`,
    primaryText: textColourOn(primary),
    secondaryText: textColourOn(secondary),
    tertiaryText: textColourOn(tertiary),
  };
}
