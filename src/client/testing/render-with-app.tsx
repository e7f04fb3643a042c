import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import type { Role } from '@shared/roles';

export interface ComponentWorld {
  /** The server's answers, in the cache before the first render: [query key, data]. */
  answers?: readonly (readonly [QueryKey, unknown])[];
  /** The stored sign-in (local storage, as a sign-in leaves it). */
  signedIn?: { role: Role; userId: string; fullName: string };
  /** The network is down: every read the cache was not given fails, as offline. */
  offline?: boolean;
  /** The address the router starts at. */
  path?: string;
}

/**
 * Renders a part of a screen with the app's own providers (its query client's settings and a
 * router) in the state `world` describes, and a user who types and clicks.
 */
export function renderWithApp(
  ui: ReactElement,
  { answers = [], signedIn, offline = false, path = '/' }: ComponentWorld = {},
) {
  if (signedIn) {
    localStorage.setItem('token', `token-of-${signedIn.userId}`);
    localStorage.setItem('role', signedIn.role);
    localStorage.setItem('userId', signedIn.userId);
    localStorage.setItem(
      'user',
      JSON.stringify({ id: signedIn.userId, fullName: signedIn.fullName }),
    );
  }
  if (offline) vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const queryClient = createQueryClient();
  for (const [queryKey, data] of answers) queryClient.setQueryData(queryKey, data);
  // Typed at once: a test's time goes to what it checks, not to pauses between the keys.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
