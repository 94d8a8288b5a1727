import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';

describe('loadConfig', () => {
  it('has defaults for everything: embedded PGlite in ./data with the demo', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      distDir: './dist',
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      appUrl: 'http://localhost:3000',
      captchaTestValue: 'workbay-local-captcha',
      demoData: true,
      authRateLimitMax: 10,
      refreshRateLimitMax: 60,
      rateLimitWindowSeconds: 60,
      trustProxy: false,
      logLevel: 'info',
      mailFrom: 'Workbay <no-reply@workbay.test>',
      pruneIntervalMinutes: 60,
      geocoder: 'local',
      postcodesIoUrl: undefined,
      demoCatalogueScale: 5000,
    });
  });

  it('reads the variables, and leaves the demo out of a real PostgreSQL unless asked', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/workbay',
      APP_URL: 'https://shop.example/',
      AUTH_RATE_LIMIT_MAX: '500',
      TRUST_PROXY: 'true',
      JWT_SECRET: 's'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/workbay',
      appUrl: 'https://shop.example',
      demoData: false,
      authRateLimitMax: 500,
      trustProxy: true,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/w', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'http', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*DEMO_DATA/,
    );
  });
});
