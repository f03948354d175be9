// Two Jest projects:
// - unit: pure logic and React components (jsdom, Testing Library), next/jest's SWC transform;
// - backend: the real supabase-js client against the local Supabase-compatible server (node).
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ESM only; Jest must transform them (next-intl's own advice).
const esmPackages = ['github-slugger', 'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar', 'jose', 'next-safe-action'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The workspace packages (packages/*: the local Supabase server, the Stripe stand-in) are tested
  // here too, once: their tests pick the node environment per file (@jest-environment docblock).
  testMatch: ['<rootDir>/{__tests__,components,lib,app,packages}/**/*.test.{ts,tsx}'],
})();
unit.transformIgnorePatterns = transformIgnorePatterns;

const backend = await createJestConfig({
  displayName: 'backend',
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/supabase/tests/**/*.test.ts'],
  setupFiles: ['<rootDir>/supabase/tests/helpers/quiet-node20-warning.ts'],
  // One local server (fresh PGlite in memory, or $DATABASE_URL) for the whole backend run.
  globalSetup: '<rootDir>/supabase/tests/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/supabase/tests/helpers/global-teardown.ts',
})();
backend.transformIgnorePatterns = transformIgnorePatterns;

// testTimeout is a global option (ignored inside a project): backend tests talk to a real server.
const config = { projects: [unit, backend], testTimeout: 30000 };

export default config;
