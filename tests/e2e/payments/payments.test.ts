/**
 * The payment journeys, on their server with the test provider (vitest.config.ts), in one file
 * so that they run one after the other: the paid sessions' journey moves the server's clock past
 * a session, and an instant booking made meanwhile in a file beside it found its time to pay
 * already over. The clock journeys are one file for the same reason.
 */
import './paid-sessions';
import './instant-booking';
