import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/** How many editors hold unsaved changes now (each through its guard). */
let unsavedEditors = 0;

/**
 * Whether any editor holds unsaved changes: signing out (no navigation the router could hold)
 * asks first while one does.
 */
export function hasUnsavedChanges(): boolean {
  return unsavedEditors > 0;
}

/**
 * While `dirty`, leaving the page asks first: in-app navigation is held by the router (the caller
 * shows its own dialog for the returned blocker), and closing or reloading the tab gets the
 * browser's own "leave site?" prompt, the only one a page may show there.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    unsavedEditors += 1;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers (Chrome before 119, Safari before 17) show the prompt only when returnValue is set.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated, yet what those browsers read
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      unsavedEditors -= 1;
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  // A blocked navigation that is no longer needed (the changes were saved meanwhile) goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker;
}
