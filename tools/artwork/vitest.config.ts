import { defineConfig } from 'vitest/config';

/** `npm test -w @taleweave/artwork`: the package's own tests (the root's `npm run test:unit` runs them too). */
export default defineConfig({ test: { globals: true, environment: 'node', include: ['tests/**/*.test.ts'], testTimeout: 20000 } });
