import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { PAGE_TITLES } from './texts';

/** A read a screen's first paint waits for, as `firstRead` (lib/api-client.ts) gives it. */
export interface FirstRead {
  queryKey: QueryKey;
  queryFn?: unknown;
  meta?: { path?: string };
}

/**
 * A screen's `handle` in the route table: its title (app/texts.ts), and the reads its first
 * paint waits for, which the app starts together with the download of the screen's chunk when
 * it starts there, instead of after the first render, and which the server makes for a page
 * request with a sign-in (decision 033).
 */
export interface ScreenHandle {
  title: string;
  firstReads?(params: Params): FirstRead[];
}

export const screen = (title: string, firstReads?: ScreenHandle['firstReads']): ScreenHandle => ({
  title: PAGE_TITLES.of(title),
  firstReads,
});

/**
 * The title of the innermost matched screen that names one (the router's matches, or
 * matchRoutes'); the site's own where none does.
 */
export const titleOf = (matches: readonly { handle?: unknown; route?: { handle?: unknown } }[]) =>
  matches
    .map((match) => ((match.handle ?? match.route?.handle) as ScreenHandle | undefined)?.title)
    .findLast((title) => title !== undefined) ?? PAGE_TITLES.site;
