import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { configSnapshot, getConfig, setConfig, subscribeConfig, type Config } from './config';
import { clearCsrfToken } from './csrf';

export interface UseConfig {
  config: Config | null;
  /** The §8 message when the stored config is missing or has no base URL. */
  error: string | null;
  setConfig: (config: Config) => void;
}

/** Reads and sets the persisted API config; other tabs' changes arrive through `storage` events. */
export function useConfig(): UseConfig {
  const raw = useSyncExternalStore(subscribeConfig, configSnapshot, () => null);
  const state = useMemo(() => {
    try {
      return { config: getConfig(), error: null };
    } catch (error) {
      return { config: null, error: (error as Error).message };
    }
    // `raw` is what changed; getConfig reads it again from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);
  const set = useCallback((config: Config) => {
    // A CSRF token belongs to one API origin and mode.
    clearCsrfToken();
    setConfig(config);
  }, []);
  return { ...state, setConfig: set };
}
