import type { Role } from './roles';

/** The element a page rendered for its user carries its first reads' answers in (JSON, never run). */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

/**
 * The meta element naming the chunks a screen behind a sign-in needs (React DOM, the app, its
 * route), which the starter asks for together once the page has painted (decision 037).
 */
export const SCREEN_CHUNKS_META = 'screen-chunks';

/** A read a screen's first paint waits for, and its answer (decision 033). */
export interface FirstReadAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * What the built renderer of screens (src/client/prerender.tsx, in dist/prerender) gives the
 * server, which renders a screen behind a sign-in for the user a page request carries.
 */
export interface ScreenRenderer {
  /** The API addresses of the reads the screen at `path` first waits for, with their query keys. */
  firstReadPaths(path: string): { queryKey: readonly unknown[]; path: string }[];
  /** The screen at `path` as `user` sees it once these reads have answered. */
  renderWithAnswers(
    path: string,
    user: { role: Role; userId: string },
    answers: FirstReadAnswer[],
  ): Promise<{ hints: string; markup: string }>;
}
