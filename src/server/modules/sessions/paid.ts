import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { Executor } from '../../db/client';
import { lockSession } from './repository';
import { asBooked, moveOf, NO_MOVE } from './terms';
import { transition } from './transition';

/**
 * The two ways the payment's news moves a session (decisions 038 and 039), each through the
 * session's own transition; the payments' reaction to it marks the payment. `pay`: a session
 * waiting for payment is booked, an accepted move waiting for its difference is made. `lapse`
 * (unpaid at the deadline): a session waiting for payment lapses, its time free again; a move
 * lapses and the session stays as booked.
 */
async function endAwaited(tx: Executor, sessionId: string, event: 'pay' | 'lapse') {
  const session = await lockSession(tx, sessionId);
  const actor = { side: 'system' } as const;
  if (session?.status === 'awaiting_payment') {
    const words = event === 'lapse' ? PAYMENT_TEXTS.lapsed : null;
    await transition(tx, session, event, actor, { words });
    return;
  }
  const move = session && moveOf(session);
  if (move && session.moveStatus === 'awaiting_payment') {
    await transition(tx, session, event, actor, {
      set: event === 'pay' ? { ...asBooked(move), ...NO_MOVE } : NO_MOVE,
      words: event === 'lapse' ? PAYMENT_TEXTS.moveLapsed : null,
      terms: move,
    });
  }
}

/** Paid: the session, or its move, is booked. */
export const bookPaid = (tx: Executor, sessionId: string) => endAwaited(tx, sessionId, 'pay');

/** Unpaid at its deadline: the session, or its move, lapses. */
export const lapseUnpaid = (tx: Executor, sessionId: string) => endAwaited(tx, sessionId, 'lapse');
