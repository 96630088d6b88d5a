import { Home, LogOut, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { signOut, watchSession, type SignedInUser } from '../backend/owner-session.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Toaster } from '../ui/toast.tsx';
import { OwnerAccess } from './OwnerAccess.tsx';
import { OwnerTabs } from './messages/OwnerTabs.tsx';
import { ProductManager } from './ProductManager.tsx';
import { useFocusOnSignIn } from './useFocusOnSignIn.ts';

type Session = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

function useSession(): Session {
  const [session, setSession] = useState<Session>({ status: 'checking' });
  useEffect(
    () => watchSession((user) => setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' })),
    [],
  );
  return session;
}

/**
 * The owner's admin (spec §2 "Admin screen"), a section of its own site document. Signed out it
 * shows the sign-in form; signed in as the owner, the catalogue manager. The backend decides what
 * a session may write; the screen only spares a non-owner an editor that would refuse every save.
 */
export function ProductAdminSection({ section }: { section: Sections['product-admin'] }) {
  const session = useSession();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnSignIn(session.status, heading);

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <Toaster>
      <div ref={setRoot} id={section.id} className="min-h-screen bg-muted/60">
        <header className="border-b border-border bg-background">
          <div
            className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-4
              px-4 py-5 sm:px-8"
          >
            <div>
              <h1 ref={heading} tabIndex={-1} className="font-display text-3xl leading-none outline-none sm:text-4xl">
                {section.title}
              </h1>
              <p className="mt-1.5 text-xs font-medium tracking-[0.25em] text-accent uppercase">{section.subtitle}</p>
            </div>
            <nav aria-label="Collegamenti" className="flex flex-wrap items-center gap-2">
              <ButtonLink href={section.homeHref} variant="ghost" size="sm">
                <Home aria-hidden="true" />
                Torna al sito
              </ButtonLink>
              <ButtonLink href={section.shopHref} variant="outline" size="sm">
                <Store aria-hidden="true" />
                Vai al Shop
              </ButtonLink>
              {session.status === 'signed-in' && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void leave()}
                  disabled={leaving}
                  title={`Esci da ${session.user.email}`}
                >
                  <LogOut aria-hidden="true" />
                  Esci
                </Button>
              )}
            </nav>
          </div>
        </header>
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8 sm:py-12">
          {session.status === 'checking' && (
            <p role="status" className="py-16 text-center text-muted-foreground">
              Verifica dell'accesso...
            </p>
          )}
          {session.status === 'signed-out' && <OwnerAccess />}
          {session.status === 'signed-in' && !session.user.isOwner && (
            <section
              className="mx-auto max-w-md rounded-site border border-border bg-background p-8 text-center"
              aria-labelledby="admin-non-owner"
            >
              <h2 id="admin-non-owner" className="font-display text-3xl">
                Accesso non consentito
              </h2>
              <p className="mt-3 text-sm text-muted-foreground">
                L'account {session.user.email} non è autorizzato a gestire il catalogo. Esci e accedi con l'account del
                titolare.
              </p>
            </section>
          )}
          {session.status === 'signed-in' && session.user.isOwner && (
            <>
              <p className="mb-6 text-sm text-muted-foreground">
                Accesso effettuato come <span className="font-medium text-foreground">{session.user.email}</span>
              </p>
              <OwnerTabs portalContainer={root} catalogue={<ProductManager portalContainer={root} />} />
            </>
          )}
        </div>
      </div>
    </Toaster>
  );
}

export default ProductAdminSection;
