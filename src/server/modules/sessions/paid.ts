import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { Executor } from '../../db/client';
import { lockSession } from './repository';
import { asBooked, moveOf, NO_MOVE } from './terms';
import { transition } from './transition';

/**
 * The two ways the payment's news moves a session (decisions 038 and 039), each through the
 * session's own transition; the payments' reaction to it marks the payment. Paid, a session
 * waiting for payment is booked, and an accepted move waiting for its difference is made.
 */
export async function bookPaid(tx: Executor, sessionId: string, publicUrl: string) {
  const session = await lockSession(tx, sessionId);
  if (session?.status === 'awaiting_payment') {
    await transition(tx, session, 'pay', { side: 'system' }, { publicUrl });
    return;
  }
  const move = session && moveOf(session);
  if (move && session.moveStatus === 'awaiting_payment') {
    await transition(
      tx,
      session,
      'pay',
      { side: 'system' },
      { set: { ...asBooked(move), ...NO_MOVE }, terms: move, publicUrl },
    );
  }
}

/**
 * Unpaid at its deadline: a session waiting for payment lapses, its time free again; an accepted
 * move waiting for its difference lapses, and the session stays as booked.
 */
export async function lapseUnpaid(tx: Executor, sessionId: string, publicUrl: string) {
  const session = await lockSession(tx, sessionId);
  if (session?.status === 'awaiting_payment') {
    await transition(
      tx,
      session,
      'lapse',
      { side: 'system' },
      { words: PAYMENT_TEXTS.lapsed, publicUrl },
    );
    return;
  }
  const move = session && moveOf(session);
  if (move && session.moveStatus === 'awaiting_payment') {
    await transition(
      tx,
      session,
      'lapse',
      { side: 'system' },
      { set: NO_MOVE, words: PAYMENT_TEXTS.moveLapsed, terms: move, publicUrl },
    );
  }
}
