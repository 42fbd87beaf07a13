import { defineConfig } from 'vitest/config';

// Naming decides where a test runs:
//   *.test.ts           unit: no database, no network, fast
//   *.int.test.ts       integration: the real app on a real database, run once per runtime mode
//   *.contract.test.ts  port contract suites: every reachable adapter of a port
//   lint-rules/*.test.ts the dependency-cruiser boundary rules proven on fixtures
const servicesEnv = {
  DEALACRE_TEST_MODE: 'services',
};

/**
 * CI runs every module suite on Postgres + Redis, and in the embedded mode only where the modes
 * differ: the host's own suites (adapters' contracts, persistence, start-up, HTTP) and one suite
 * of each module, plus saved searches (their matcher shares the embedded read side).
 */
const embeddedSmoke = [
  'src/**/*.{int,contract}.test.ts',
  'modules/identity/identity.int.test.ts',
  'modules/billing/billing.int.test.ts',
  'modules/listings/listings.int.test.ts',
  'modules/engagement/messaging/messaging.int.test.ts',
  'modules/engagement/favorites-and-alerts/saved-searches.int.test.ts',
  'modules/leads/pipeline.int.test.ts',
  'modules/content/faqs.int.test.ts',
];

/** a guard against a hang, not a budget: a test waits for its outcome however busy the machine is */
const integrationTimeouts = { testTimeout: 120_000, hookTimeout: 300_000 };

export default defineConfig({
  test: {
    // the integration suites wait on databases and timers much of the time: two files at once keep both cores busy
    maxWorkers: 2,
    projects: [
      {
        // web/src's @/ and @contracts/ aliases, from web/tsconfig.json's paths (as in web/vite.config.ts)
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          // the files of a worker share their imported modules: most of a run was importing the same modules (the
          // host's module list, date-fns) again for each file; the files that stub globals or timers put them back
          isolate: false,
          include: ['{src,modules,web/src,load-tests}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/*.contract.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          // every file builds its own host on its own database; reusing the imported modules across files saves seconds per file
          isolate: false,
          include: ['{src,modules}/**/*.{int,contract}.test.ts'],
          env: { DEALACRE_TEST_MODE: 'embedded' },
          ...integrationTimeouts,
        },
      },
      {
        test: {
          name: 'integration-smoke',
          isolate: false,
          include: embeddedSmoke,
          env: { DEALACRE_TEST_MODE: 'embedded' },
          ...integrationTimeouts,
        },
      },
      {
        test: {
          name: 'integration-services',
          // every file builds its own host on its own database; reusing the imported modules across files saves seconds per file
          isolate: false,
          include: ['{src,modules}/**/*.int.test.ts'],
          env: servicesEnv,
          globalSetup: ['src/testing/services.global-setup.ts'],
          ...integrationTimeouts,
        },
      },
      {
        test: {
          name: 'lint-rules',
          include: ['lint-rules/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
