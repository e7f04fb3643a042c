import { api } from './api-client';
import { saveFile } from './save-file';

/**
 * A session's calendar file. It needs the bearer token, so a plain link cannot fetch it: the one
 * API client fetches it (a refused session signs out as everywhere) and the browser saves it.
 */
export async function downloadSessionCalendar(id: string) {
  const text = await api<string>(`/api/proposals/${encodeURIComponent(id)}/calendar.ics`, {
    auth: 'required',
  });
  saveFile(new Blob([text], { type: 'text/calendar' }), `buddies-session-${id}.ics`);
}
