import { getAuth } from './auth-store';

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
}

/** The one way the client talks to the API: JSON in and out, the stored bearer token attached. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  const token = getAuth()?.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, { ...options, headers, body, credentials: 'include' });
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const error = (data as { error?: unknown } | undefined)?.error;
    throw new ApiError(
      response.status,
      typeof error === 'string' ? error : `${response.status}: ${text || response.statusText}`,
      data,
    );
  }
  return data as T;
}
