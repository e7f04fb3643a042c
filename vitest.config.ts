import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': resolve(import.meta.dirname, 'src/client'),
  '@shared': resolve(import.meta.dirname, 'src/shared'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores: keep the worker count bounded.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          setupFiles: ['tests/support/api-setup.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          env: { TZ: 'UTC' },
          globalSetup: ['tests/support/e2e-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files share one server but no mutable data: each writes only accounts of its own.
          maxWorkers: 2,
        },
      },
    ],
  },
});
