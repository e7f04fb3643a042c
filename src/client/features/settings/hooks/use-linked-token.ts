import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A token a mailed link brought in the address (`?verifyEmailToken=…`), handed to `use` once;
 * the address loses it, so that a reload does not send it again.
 */
export function useLinkedToken(param: string, use: (token: string) => void) {
  const [params, setParams] = useSearchParams();
  const token = params.get(param);
  const handled = useRef(false);
  useEffect(() => {
    if (!token || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete(param);
        return current;
      },
      { replace: true },
    );
    use(token);
  });
}
