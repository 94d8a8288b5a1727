import { z } from 'zod/mini';
import { messages } from '../../contract/messages';
import { localText } from '../storage/local-text';

/** The spec's Config entity (storefront-core §3), persisted in localStorage under `config`. */
export interface Config {
  baseUrl: string;
  isCookies: boolean;
  /**
   * The cached API host (storefront-core §7, issue 27) for the public reads the route table marks
   * `host: 'cached'`; the base URL when not set (the same origin by default).
   */
  cachedBaseUrl?: string;
}

export const CONFIG_KEY = 'config';

// The only place that reads import.meta.env: build-time overrides of the same-origin defaults.
const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.string().check(z.trim(), z.minLength(1))),
  VITE_SESSION_MODE: z.optional(z.enum(['cookie', 'bearer'])),
  VITE_CACHED_API_BASE_URL: z.optional(z.string().check(z.trim(), z.minLength(1))),
});
const env = envSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL || undefined,
  VITE_SESSION_MODE: import.meta.env.VITE_SESSION_MODE || undefined,
  VITE_CACHED_API_BASE_URL: import.meta.env.VITE_CACHED_API_BASE_URL || undefined,
});

/** A production build (the service worker registers only there). */
export const isProductionBuild: boolean = import.meta.env.PROD;

export const defaultConfig: Readonly<Config> = Object.freeze({
  baseUrl: env.VITE_API_BASE_URL ?? '/api',
  isCookies: env.VITE_SESSION_MODE !== 'bearer',
  ...(env.VITE_CACHED_API_BASE_URL && { cachedBaseUrl: env.VITE_CACHED_API_BASE_URL }),
});

const CHANGE_EVENT = 'workbay:config-change';

// Kept as the text a person may edit by hand: read here with the two errors of §8 in mind.
const storedConfig = localText(CONFIG_KEY);

function readStored(): unknown {
  const raw = storedConfig.read();
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * The config every API call uses. Throws the two errors of §8: no config at all, or a config
 * without a base URL.
 */
export function getConfig(): Config {
  const stored = readStored();
  if (!stored || typeof stored !== 'object') throw new Error(messages.noConfig);
  const { baseUrl, isCookies, cachedBaseUrl } = stored as Partial<Config>;
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') throw new Error(messages.noBaseUrl);
  const cached = typeof cachedBaseUrl === 'string' ? cachedBaseUrl.trim().replace(/\/+$/, '') : '';
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    isCookies: isCookies !== false,
    ...(cached && { cachedBaseUrl: cached }),
  };
}

export function setConfig(config: Config): void {
  storedConfig.write(JSON.stringify(config));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** At app start: store the defaults when no readable config is stored yet. */
export function initConfig(): void {
  if (readStored() === null) setConfig({ ...defaultConfig });
}

export function subscribeConfig(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONFIG_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored config as text, a stable snapshot for useSyncExternalStore. */
export function configSnapshot(): string | null {
  return storedConfig.read();
}
