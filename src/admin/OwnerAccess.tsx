import { useEffect, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ownerSetupStatus } from '../backend/owner-setup.ts';
import { noticeClass } from './access/access-classes.ts';
import { initialAccess, ownerAccess } from './access/owner-access-state.ts';
import { OwnerSetupForm } from './access/OwnerSetupForm.tsx';
import { SetupLinkNeeded } from './access/SetupLinkNeeded.tsx';
import { SignInForm } from './SignInForm.tsx';

/** The query parameter of the setup link that `npm start` prints while the shop has no owner. */
export const SETUP_PARAMETER = 'configura';

/**
 * What a signed-out visitor of the admin sees: the sign-in form; or, while the shop has no owner yet,
 * the first owner's account form (with the setup link's token) or how to get that link. Which one
 * is decided by `ownerAccess` (access/owner-access-state.ts) from the server's setup status.
 */
export function OwnerAccess() {
  const [params, setParams] = useSearchParams();
  // Read once: the token leaves the address when the account is made, and that must not re-check it.
  const [token] = useState(() => params.get(SETUP_PARAMETER));
  const [access, dispatch] = useReducer(ownerAccess, initialAccess);

  useEffect(() => {
    let cancelled = false;
    void ownerSetupStatus(token).then((status) => {
      if (!cancelled) dispatch({ type: 'status-read', status, token });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  // The link is spent: it leaves the address (and the history) before the session opens.
  function forgetLink() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SETUP_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }

  switch (access.step) {
    case 'checking':
      return (
        <p role="status" className="py-16 text-center text-muted-foreground">
          Verifica dell'accesso...
        </p>
      );
    case 'sign-in':
      return (
        <div className="grid gap-6">
          {access.notice && (
            <p role="status" className={`${noticeClass} mx-auto w-full max-w-md border-border bg-muted`}>
              {access.notice}
            </p>
          )}
          <SignInForm />
        </div>
      );
    case 'link-needed':
      return <SetupLinkNeeded linkRefused={access.linkRefused} />;
    case 'setup':
      return (
        <OwnerSetupForm
          token={access.token}
          passwordMinLength={access.passwordMinLength}
          onCreated={forgetLink}
          onSignInNeeded={() => dispatch({ type: 'sign-in-needed' })}
        />
      );
  }
}
