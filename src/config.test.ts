import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect([config.DATABASE_URL, config.MEILI_HOST, config.REDIS_URL]).toEqual([undefined, undefined, undefined]);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.mapTileOrigin).toBe('https://tile.openstreetmap.org');
  });

  it('treats empty service URLs as unset and keeps an in-memory data dir as is', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', DATA_DIR: IN_MEMORY });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.dataDir).toBe(IN_MEMORY);
  });

  it('stops with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', REDIS_URL: 'not a url', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/REDIS_URL/);
    expect(attempt).toThrow(/SEED_DEMO/);
  });

  it('takes the Stripe keys together or not at all', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/set both/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
  });

  it('exposes no metrics by default and validates the metrics token and port', () => {
    const defaults = loadConfig({});
    expect([defaults.METRICS_TOKEN, defaults.METRICS_PORT, defaults.SHUTDOWN_DRAIN_MS]).toEqual([undefined, undefined, 0]);
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({ METRICS_TOKEN: token, METRICS_PORT: 9464 });
    expect(loadConfig({ METRICS_TOKEN: ' ', METRICS_PORT: '' })).toMatchObject({ METRICS_TOKEN: undefined, METRICS_PORT: undefined });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} ${token}` })).toThrow(/METRICS_TOKEN: must not contain spaces/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('loads demo data by default only in the embedded evaluation mode', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/dealacre' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/dealacre', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('points PUBLIC_URL at the port it listens on unless told otherwise', () => {
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://dealacre.com' }).PUBLIC_URL).toBe('https://dealacre.com');
  });

  it('parses flags and numbers', () => {
    expect(loadConfig({ SEED_DEMO: 'false', PORT: '8080' })).toMatchObject({ SEED_DEMO: false, PORT: 8080 });
  });
});
