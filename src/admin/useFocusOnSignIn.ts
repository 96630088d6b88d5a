import { useEffect, useRef, type RefObject } from 'react';

/**
 * Once the owner signs in (the sign-in form was on screen and the admin replaces it), focus goes to
 * the admin's heading: the form that held it is gone, and keyboard and screen-reader users start
 * from the top of what they came for. A session restored on load moves nothing.
 */
export function useFocusOnSignIn(status: string, heading: RefObject<HTMLElement | null>): void {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'signed-out' && status === 'signed-in') heading.current?.focus();
    previous.current = status;
  }, [status, heading]);
}
