import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

/** What the Sign Up tab hands to the buddy application, so nothing has to be typed twice. */
const BuddyApplicationStartSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  password: z.string(),
  /** The Sign Up tab's acceptance of the terms: the application's box starts ticked. */
  acceptTerms: z.literal(true).optional(),
});
export type BuddyApplicationStart = z.infer<typeof BuddyApplicationStartSchema>;

/**
 * Reads the hand-over from the router state once, then drops it from the history entry: the
 * password should not stay in the browser's session history.
 */
export function useBuddyApplicationStart(): Partial<BuddyApplicationStart> {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => BuddyApplicationStartSchema.safeParse(location.state).data ?? {});
  const hasState = location.state != null;

  useEffect(() => {
    if (hasState) void navigate('.', { replace: true, state: null });
  }, [hasState, navigate]);

  return start;
}
