import { api } from './api-client';

/**
 * A session's calendar file. It needs the bearer token, so a plain link cannot fetch it: the one
 * API client fetches it (a refused session signs out as everywhere) and the browser saves it.
 */
export async function downloadSessionCalendar(id: string) {
  const text = await api<string>(`/api/proposals/${encodeURIComponent(id)}/calendar.ics`, {
    auth: 'required',
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `buddies-session-${id}.ics`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
