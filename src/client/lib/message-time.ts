import { formatInAmsterdam } from '@shared/format-date';

/** When a message or a proposal was sent, as the chat shows it: '3 Jun, 14:05' (Amsterdam). */
export const messageTime = (at: string) => formatInAmsterdam(new Date(at), 'd MMM, HH:mm');
