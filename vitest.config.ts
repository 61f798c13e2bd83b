import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'node',
      include: ['tests/**/*.test.{ts,tsx}', 'tools/*/tests/**/*.test.ts'],
      setupFiles: ['tests/support/setup.ts'],
      // One throwaway PostgreSQL for the server tests that run on both engines.
      globalSetup: ['tests/server/support/postgres-global-setup.ts'],
      testTimeout: 20000,
    },
  }),
);
