import { useState } from 'react';
import { DEFAULT_LOGO_SIZE, loadedLogoSize } from '../../../../contract/theme';
import { useAppliedTheme } from '../theme-store';

export const DEFAULT_LOGO_URL = '/logo.svg';

/**
 * The header logo: a key account's own (60 high, width by its aspect ratio) or the Workbay
 * default at 207 × 60. A logo that fails to load falls back to the default.
 */
export function BrandLogo() {
  const { logo } = useAppliedTheme();
  const [failed, setFailed] = useState<string | null>(null);
  const [size, setSize] = useState<{ src: string; width: number; height: number } | null>(null);
  const custom = logo && failed !== logo ? logo : null;

  if (!custom) {
    return (
      <img
        className="brand-logo"
        src={DEFAULT_LOGO_URL}
        alt=""
        width={DEFAULT_LOGO_SIZE.width}
        height={DEFAULT_LOGO_SIZE.height}
      />
    );
  }
  const loaded = size?.src === custom ? size : null;
  return (
    <img
      className="brand-logo"
      src={custom}
      alt="Trade account logo"
      width={loaded?.width}
      height={loaded?.height ?? DEFAULT_LOGO_SIZE.height}
      onLoad={(event) =>
        setSize({ src: custom, ...loadedLogoSize(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight) })
      }
      onError={() => setFailed(custom)}
    />
  );
}
