import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { clearAuth, getAuth, isLeaving } from './auth-store';

/** A failed API call; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /**
   * By default the stored token goes along when there is one. `required`: the route is for
   * signed-in users, so without a sign-in the call is never sent (it fails here with a 401).
   * `none`: sent without the token, for the sign-in forms, whose 401 answers the form (a wrong
   * password) rather than ending a session.
   */
  auth?: 'required' | 'none';
}

let sessionEnded: (() => void) | undefined;
/** A session refused before the app layer listened (a 401 while the router is still made). */
let endedUnheard = false;

/**
 * What follows once a session the server refused has been forgotten; the app layer sets it. A
 * refusal that came before it is followed at once: on a slow machine the first calls are
 * answered before the router exists.
 */
export function onSessionEnded(listener: () => void) {
  sessionEnded = listener;
  if (endedUnheard) {
    endedUnheard = false;
    listener();
  }
}

/**
 * A 401 to a call that carried the token, or the event stream's `signed-out`: the session ended
 * on the server (expired, revoked, logged out elsewhere). Forgotten once: parallel calls refused
 * with the same token find it gone.
 */
export function refuseSession(token: string) {
  if (getAuth()?.token !== token || isLeaving(token)) return;
  clearAuth();
  if (sessionEnded) sessionEnded();
  else endedUnheard = true;
}

/** The one way the client talks to the API: JSON in and out, the stored bearer token attached. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, options)).data;
}

/** A page of a list endpoint, and the query of the next page when the server linked one. */
export interface ListPage<T> {
  items: T[];
  next: URLSearchParams | null;
  /** The response's headers (what a list says of its order, as the buddies list's `buddies-order`). */
  headers: Headers;
}

/**
 * A list endpoint (SPEC section 7): a JSON array, anything else read as empty (section 8); the
 * next page's address is in the `Link` header, rel="next".
 */
export async function apiList<T>(path: string, options: RequestOptions = {}): Promise<ListPage<T>> {
  const { data, response } = await request<unknown>(path, options);
  const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '')?.[1];
  return {
    items: Array.isArray(data) ? (data as T[]) : [],
    // Only the link's query is read: any base resolves it.
    next: next === undefined ? null : new URL(next, 'http://localhost').searchParams,
    headers: response.headers,
  };
}

/** Sends a call and answers its response when it is OK; a failure throws an ApiError. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { auth, ...init } = options;
  const token = auth === 'none' ? undefined : getAuth()?.token;
  if (auth === 'required' && !token) throw new ApiError(401, 'Please log in first.', undefined);
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) {
    body = init.body;
  } else if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  // A network failure rejects here, before any status: it never ends the session.
  const response = await fetch(path, { ...init, headers, body, credentials: 'include' });
  if (response.ok) return response;
  const text = await response.text();
  const data = parsed(text);
  if (response.status === 401 && token) refuseSession(token);
  const error = (data as { error?: unknown } | undefined)?.error;
  throw new ApiError(
    response.status,
    typeof error === 'string' ? error : `${response.status}: ${text || response.statusText}`,
    data,
  );
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

async function request<T>(path: string, options: RequestOptions) {
  const response = await send(path, options);
  return { data: parsed(await response.text()) as T, response };
}

/** A file the API sends (the data export): its bytes, and the name the server gave it. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `path`: the API address of a read a screen's first paint waits for (`firstRead`). */
    queryMeta: { path?: string };
  }
}

/**
 * A signed-in read a screen's first paint waits for (a route's `handle.firstReads`, decision
 * 024). Its options carry the API address, so that the server can make the same read for a page
 * request with the sign-in's data and render the screen with it (decision 033).
 */
export const firstRead = <T, K extends QueryKey>(queryKey: K, path: string) =>
  queryOptions({
    queryKey,
    queryFn: () => api<T>(path, { auth: 'required' }),
    meta: { path },
  });
