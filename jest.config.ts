import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

/** What webpack's DefinePlugin gives the bundle (webpack.config.ts, src/lib/appInfo.ts). */
const pkg = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
  version: string;
  bugs?: { url?: string };
};

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

/** Chakra's and Ark's CommonJS indexes, which load every component: made lazy for tests (see the transform). */
const LAZY_INDEXES = '@chakra-ui/react/dist/cjs/index\\.cjs$|@ark-ui/react/dist/index\\.cjs$';

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      // jsdom with Node's fetch, streams and TextEncoder, as msw needs them.
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'],
      // Some of msw's dependencies ship ES modules only: compile them (and .mjs files) like our own code.
      transform: {
        [LAZY_INDEXES]: '<rootDir>/__tests__/setup/lazyChakraIndex.cjs',
        '^.+\\.(t|j)sx?$': swc,
        '^.+\\.mjs$': swc,
      },
      transformIgnorePatterns: [
        `/node_modules/(?!(rettime|until-async|@open-draft|@mswjs)/|${LAZY_INDEXES})`,
      ],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
      globals: { __APP_VERSION__: pkg.version, __BUGS_URL__: pkg.bugs?.url ?? '' },
      // Chakra's theme files one by one (see src/styles/chakraTheme.ts).
      moduleNameMapper: {
        '^@chakra-theme/(.*)\\.js$':
          '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
      },
    },
    {
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The production bundle is built beside the unit tests; each browser test file waits for it.
      testEnvironment: '<rootDir>/__tests__/e2e/support/environment.ts',
      globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
      slowTestThreshold: 30,
    },
  ],
  // No test may take longer (a slower one is split or made faster, not given more time).
  testTimeout: 30_000,
  // Jest's default is one worker per core but one: a single worker on a 2-core machine. Two keep both cores busy
  // while a browser test waits on its page.
  maxWorkers: 2,
  // Concurrent browser cases (each waits mostly on its page's timers) at most three at a time, so that each keeps
  // its time limit while the other worker is busy.
  maxConcurrency: 3,
};

export default config;
