import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LoginResponse } from '@shared/auth';
import type { Role } from '@shared/roles';

/**
 * The stored credentials (local storage keys token, role, userId, user; SPEC section 3).
 * Logged out when any of token, role, userId is missing. Re-read on `storage` events (other
 * tabs) and on our own `authChange` event.
 */
export const AUTH_CHANGE_EVENT = 'authChange';

export interface StoredUser {
  id: string;
  username?: string;
  fullName?: string;
  photo?: string | null;
}

export interface AuthSnapshot {
  token: string;
  role: Role;
  userId: string;
  user: StoredUser | null;
}

/**
 * The sign-in the page's markup was rendered with, which hydration must render again: none for
 * the public pages; a screen behind a sign-in is rendered as its role sees it before any data
 * arrive (decision 024), or for the user a page request carried (decision 033), and hydrated
 * with the stored sign-in. Provided around the app where it is rendered on the server and where
 * it hydrates: a context, so that pages rendered at the same time never mix their sign-ins.
 */
export const RenderedWith = createContext<AuthSnapshot | null>(null);

let cached: { key: string; value: AuthSnapshot | null } = { key: '', value: null };

function read(): AuthSnapshot | null {
  const token = localStorage.getItem('token');
  const role = localStorage.getItem('role') as Role | null;
  const userId = localStorage.getItem('userId');
  const rawUser = localStorage.getItem('user');
  const key = [token, role, userId, rawUser].join('\u0000');
  if (key === cached.key) return cached.value;
  let value: AuthSnapshot | null = null;
  if (token && role && userId) {
    let user: StoredUser | null = null;
    try {
      user = rawUser ? (JSON.parse(rawUser) as StoredUser) : null;
    } catch {
      user = null;
    }
    value = { token, role, userId, user };
  }
  cached = { key, value };
  return value;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
  };
}

export function getAuth(): AuthSnapshot | null {
  return read();
}

export function useAuth(): AuthSnapshot | null {
  const renderedWith = useContext(RenderedWith);
  return useSyncExternalStore(subscribe, read, () => renderedWith);
}

function storeAuth(auth: AuthSnapshot) {
  localStorage.setItem('token', auth.token);
  localStorage.setItem('role', auth.role);
  localStorage.setItem('userId', auth.userId);
  localStorage.setItem('user', JSON.stringify(auth.user));
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

/** Remembers a sign-in: the login answer, or a registration's, which has the same shape. */
export function storeSignIn({ token, role, user }: LoginResponse) {
  leaving = null;
  storeAuth({ token, role, userId: user.id, user });
}

/** The sign-in this tab is ending itself (a logout, an account deletion), and where it goes. */
let leaving: { token: string; to: string } | null = null;

/**
 * This tab ends its own sign-in and then goes `to` (a logout to /login, a deletion home): from
 * now on a refusal of that token (a call's 401, the event stream's `signed-out`) is the echo of
 * it, not a session ended elsewhere, and a screen behind a sign-in that loses it sends the
 * visitor `to` as well. Undone (`null`) when the server refused to end it.
 */
export function leaveSession(to: string | null) {
  const token = getAuth()?.token;
  leaving = to && token ? { token, to } : null;
}

export const isLeaving = (token: string) => leaving?.token === token;

/** Where this tab goes as it leaves its own sign-in (a logout, a deletion); null otherwise. */
export const leavingTo = () => leaving?.to ?? null;

export function clearAuth() {
  localStorage.clear();
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}
