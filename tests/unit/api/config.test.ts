import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { defaultConfig, getConfig, initConfig } from '../../../src/api/config';
import { useConfig } from '../../../src/api/use-config';

describe('config', () => {
  it('throws "Please set a config using the useConfig hook" without a stored config', () => {
    expect(() => getConfig()).toThrow(messages.noConfig);
  });

  it('throws "Please set a baseUrl using the useConfig hook" for a config without a base URL', () => {
    localStorage.setItem('config', JSON.stringify({ isCookies: true }));
    expect(() => getConfig()).toThrow(messages.noBaseUrl);
    localStorage.setItem('config', JSON.stringify({ baseUrl: '  ', isCookies: false }));
    expect(() => getConfig()).toThrow(messages.noBaseUrl);
  });

  it('treats unreadable JSON as no config', () => {
    localStorage.setItem('config', '{not json');
    expect(() => getConfig()).toThrow(messages.noConfig);
  });

  it('stores the same-origin cookie-mode defaults at start when none is stored', () => {
    expect(defaultConfig).toEqual({ baseUrl: '/api', isCookies: true });
    initConfig();
    expect(JSON.parse(localStorage.getItem('config') ?? '')).toEqual({ baseUrl: '/api', isCookies: true });
  });

  it('keeps a stored config at start', () => {
    localStorage.setItem('config', JSON.stringify({ baseUrl: 'https://api.example.test/', isCookies: false }));
    initConfig();
    expect(getConfig()).toEqual({ baseUrl: 'https://api.example.test', isCookies: false });
  });

  it('keeps the cached API host when one is configured, without its trailing slash (core §7)', () => {
    localStorage.setItem(
      'config',
      JSON.stringify({ baseUrl: '/api', isCookies: true, cachedBaseUrl: 'https://cache.example.test/api/' }),
    );
    expect(getConfig()).toEqual({ baseUrl: '/api', isCookies: true, cachedBaseUrl: 'https://cache.example.test/api' });
  });

  it('useConfig reads, reports the error and sets the config', () => {
    const { result } = renderHook(() => useConfig());
    expect(result.current.config).toBeNull();
    expect(result.current.error).toBe(messages.noConfig);
    act(() => result.current.setConfig({ baseUrl: '/api', isCookies: false }));
    expect(result.current.config).toEqual({ baseUrl: '/api', isCookies: false });
    expect(result.current.error).toBeNull();
    expect(JSON.parse(localStorage.getItem('config') ?? '')).toEqual({ baseUrl: '/api', isCookies: false });
  });
});
