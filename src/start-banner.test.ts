import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startBanner, withoutCredentials } from './start-banner.ts';

const text = (lines: string[]) => lines.join('\n');

describe('start banner', () => {
  it('shows the embedded parts, the demo sign-in with the password made now, and the dev mail link', () => {
    const banner = text(
      startBanner({
        config: loadConfig({ PORT: '3900', DATA_DIR: '/srv/dealacre' }),
        database: 'pglite',
        devMailLink: 'http://localhost:3900/dev/mail?key=k3y',
        generatedDemoPassword: 'pa55word-made-now',
      }),
    );
    expect(banner).toContain('DealAcre is ready at http://localhost:3900');
    expect(banner).toMatch(/mode +embedded/);
    expect(banner).toContain('PGlite, /srv/dealacre/pglite');
    expect(banner).toContain('buyer@demo.dealacre.com');
    expect(banner).toContain('pa55word-made-now');
    expect(banner).toContain('http://localhost:3900/dev/mail?key=k3y');
    expect(banner).not.toMatch(/^\{/m);
  });

  it('names the services without their credentials and prints no secret in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATABASE_URL: 'postgres://dealacre:db-secret@postgres:5432/dealacre',
      REDIS_URL: 'redis://:redis-secret@redis:6379',
      MEILI_HOST: 'http://meilisearch:7700',
      MEILI_MASTER_KEY: 'meili-secret',
      SMTP_URL: 'smtp://mailer:smtp-secret@smtp.example.com:587',
      STRIPE_SECRET_KEY: 'sk_live_stripe-secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_webhook-secret',
    });
    const banner = text(startBanner({ config, database: 'postgres', generatedDemoPassword: 'pa55word-made-now' }));
    expect(banner).toMatch(/mode +services/);
    expect(banner).toContain('Postgres at postgres://postgres:5432/dealacre');
    expect(banner).toContain('Redis at redis://redis:6379');
    expect(banner).toContain('smtp://smtp.example.com:587');
    expect(banner).toContain('Stripe (live mode)');
    expect(banner).not.toMatch(/secret|pa55word/);
  });

  it('points to the first start for a password made then', () => {
    const banner = text(startBanner({ config: loadConfig({}), database: 'pglite' }));
    expect(banner).toContain('shown at the first start');
    expect(banner).toContain('not sent (SMTP_URL is unset)');
  });

  it('strips user, password and query from a URL', () => {
    expect(withoutCredentials('postgres://user:pw@db.internal:5432/app?sslmode=require')).toBe('postgres://db.internal:5432/app');
  });
});
