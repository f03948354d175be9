import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Browser-reachable code must use the jitless zod instance (the CSP forbids eval).
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/zod.ts', 'lib/env.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod' instead." }] }],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'tmp/**'],
  },
];

export default config;
