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
      loginAccountLimitMax: 100,
      loginAccountLimitWindowSeconds: 3600,
      redisUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      mailFrom: 'Workbay <no-reply@workbay.test>',
      pruneIntervalMinutes: 60,
      geocoder: 'local',
      postcodesIoUrl: undefined,
      demoCatalogueScale: 5000,
      cataloguePackCap: 20_000,
      vehicleData: 'local',
      dvsa: null,
      dvla: null,
      repairData: 'local',
      formsRateLimitMax: 5,
      zendesk: null,
      cachedApiOrigin: null,
    });
  });

  it("keeps only the origin of the cached API host (core §7), for the pages' connect-src", () => {
    expect(loadConfig({ CACHED_API_ORIGIN: 'https://cache.workbay.example/api/' }).cachedApiOrigin).toBe(
      'https://cache.workbay.example',
    );
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

  it('reads the per-account login limit and REDIS_URL, which must be a Redis URL', () => {
    expect(
      loadConfig({
        LOGIN_ACCOUNT_LIMIT_MAX: '20',
        LOGIN_ACCOUNT_LIMIT_WINDOW_SECONDS: '600',
        REDIS_URL: 'redis://cache:6379/2',
      }),
    ).toMatchObject({
      loginAccountLimitMax: 20,
      loginAccountLimitWindowSeconds: 600,
      redisUrl: 'redis://cache:6379/2',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache', LOGIN_ACCOUNT_LIMIT_MAX: '0' })).toThrow(
      /LOGIN_ACCOUNT_LIMIT_MAX[\s\S]*REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'http', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*DEMO_DATA/);
  });

  it('says what was wrong with a variable, in English', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT: Invalid input: expected number, received NaN');
  });

  describe('vehicle data', () => {
    const dvsa = {
      DVSA_TOKEN_URL: 'https://login.example/tenant/oauth2/v2.0/token',
      DVSA_CLIENT_ID: 'client',
      DVSA_CLIENT_SECRET: 'secret',
      DVSA_API_KEY: 'dvsa-key',
    };

    it('reads VEHICLE_DATA and the DVSA and DVLA keys, with the services’ own URLs by default', () => {
      expect(loadConfig({ VEHICLE_DATA: 'dvsa', ...dvsa })).toMatchObject({
        vehicleData: 'dvsa',
        dvsa: {
          baseUrl: 'https://history.mot.api.gov.uk',
          tokenUrl: dvsa.DVSA_TOKEN_URL,
          clientId: 'client',
          clientSecret: 'secret',
          apiKey: 'dvsa-key',
        },
        dvla: null,
      });
      expect(
        loadConfig({ VEHICLE_DATA: 'dvla', DVLA_API_KEY: 'dvla-key', DVLA_API_URL: 'http://127.0.0.1:9' }),
      ).toMatchObject({
        vehicleData: 'dvla',
        dvsa: null,
        dvla: { baseUrl: 'http://127.0.0.1:9', apiKey: 'dvla-key' },
      });
      expect(loadConfig({ DVLA_API_KEY: 'dvla-key' }).dvla).toEqual({
        baseUrl: 'https://driver-vehicle-licensing.api.gov.uk',
        apiKey: 'dvla-key',
      });
      expect(loadConfig({ VEHICLE_DATA: '', DVSA_API_KEY: '', DVLA_API_KEY: '' })).toMatchObject({
        vehicleData: 'local',
        dvsa: null,
        dvla: null,
      });
    });

    it('refuses to start with a chosen source whose keys are missing, naming them', () => {
      expect(() => loadConfig({ VEHICLE_DATA: 'dvsa', DVSA_API_KEY: 'dvsa-key' })).toThrow(
        /VEHICLE_DATA: 'dvsa' needs DVSA_TOKEN_URL, DVSA_CLIENT_ID, DVSA_CLIENT_SECRET/,
      );
      expect(() => loadConfig({ VEHICLE_DATA: 'dvla' })).toThrow(/VEHICLE_DATA: 'dvla' needs DVLA_API_KEY/);
      expect(() => loadConfig({ VEHICLE_DATA: 'dvla', DVLA_API_KEY: 'dvla-key', DVSA_CLIENT_ID: 'client' })).toThrow(
        /DVSA_TOKEN_URL: the DVSA credentials come together/,
      );
      expect(() => loadConfig({ VEHICLE_DATA: 'tecdoc' })).toThrow(/VEHICLE_DATA/);
      expect(() => loadConfig({ DVSA_TOKEN_URL: 'not a url', DVSA_API_URL: 'nope' })).toThrow(
        /DVSA_API_URL[\s\S]*DVSA_TOKEN_URL/,
      );
    });
  });
});
