import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // No server: a read the test did not answer (renderWithApp's `answers`) stays loading, as a
  // slow server's would, and never reaches a port of this machine.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});

afterEach(() => {
  // Testing Library unmounts after each test on its own only where the runner has globals.
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
