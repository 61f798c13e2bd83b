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
      testTimeout: 20000,
    },
  }),
);
