/**
 * Module boundaries of docs/architecture.md section 3. `npm run lint` fails on any violation;
 * lint-rules/boundaries.test.ts proves each rule catches what it should on fixtures.
 */
const TEST_FILE = '\\.(test|int\\.test|contract\\.test)\\.tsx?$';
/**
 * A path under a module's top-level folder, or under the same folder of one of its capability folders
 * (modules/<module>/<capability>/domain/): the layer rules hold in both. Two patterns rather than an optional
 * group, which dependency-cruiser refuses as an unsafe regular expression.
 */
const layer = (folder) => [`^modules/[^/]+/${folder}`, `^modules/[^/]+/[^/]+/${folder}`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-contracts-only',
      comment: 'A module imports another module only through its contracts/.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: '^modules/shared/' },
      to: { path: '^modules/([^/]+)/', pathNot: ['^modules/$1/', '^modules/shared/kernel/', '^modules/[^/]+/contracts/'] },
    },
    {
      name: 'host-through-index-and-contracts-only',
      comment:
        "The host, and the load tests and benchmarks, use a module's index.ts and contracts/ (and the kernel's ports), nothing else.",
      severity: 'error',
      from: { path: '^(src|load-tests)/', pathNot: TEST_FILE },
      to: { path: '^modules/', pathNot: ['^modules/[^/]+/index\\.ts$', '^modules/[^/]+/contracts/', '^modules/shared/kernel/'] },
    },
    {
      name: 'modules-never-import-the-host',
      severity: 'error',
      from: { path: '^modules/', pathNot: TEST_FILE },
      to: { path: '^src/' },
    },
    {
      name: 'kernel-is-a-leaf',
      severity: 'error',
      from: { path: '^modules/shared/kernel/' },
      to: { path: '^(src/|web/|modules/(?!shared/kernel/))' },
    },
    {
      name: 'contracts-are-browser-safe',
      comment: 'contracts/ depend only on zod, the kernel and other contracts.',
      severity: 'error',
      from: { path: '^modules/[^/]+/contracts/', pathNot: TEST_FILE },
      to: {
        pathNot: ['^modules/shared/kernel/', '^modules/[^/]+/contracts/', '(^|/)node_modules/zod/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-without-infrastructure',
      comment:
        "domain/ imports no express, database driver, redis, meilisearch or inversify, nor application/, infrastructure/ or http/; in a capability folder as at a module's top level.",
      severity: 'error',
      from: { path: layer('domain/') },
      to: {
        path: [
          '(^|/)node_modules/(express|pg|ioredis|meilisearch|inversify|@mikro-orm/(pglite|postgresql|sql|migrations))/',
          ...layer('(infrastructure|http|application)/'),
        ],
      },
    },
    {
      name: 'queries-without-orm',
      comment:
        "application/queries/ read projections; they never touch the ORM or entities, in a capability folder as at a module's top level.",
      severity: 'error',
      from: { path: layer('application/queries/') },
      to: { path: ['(^|/)node_modules/@mikro-orm/', ...layer('domain/.*\\.entity\\.ts$')] },
    },
    {
      name: 'web-only-contracts',
      comment: 'web/ imports only the browser-safe contracts of modules, never server code.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: '^(src/|modules/)',
        pathNot: [
          '^modules/[^/]+/contracts/',
          '^modules/shared/kernel/(ids|errors|events|csrf|en-us-format|place-names|geo-polygon|admin-figures)\\.ts$',
        ],
      },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'import-aliases-are-web-only',
      comment:
        "The @/ and @contracts/ paths in tsconfig.json are there so this cruise resolves web/'s aliased imports; Node runs the server's sources as they are and resolves no alias.",
      severity: 'error',
      from: { path: '^(src|modules)/' },
      to: { dependencyTypes: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^web/dist/', 'routeTree\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
