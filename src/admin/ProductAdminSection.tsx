import { useRef, useState } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { Toaster } from '../ui/toast.tsx';
import { AdminHeader } from './AdminHeader.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { OwnerTabs } from './messages/OwnerTabs.tsx';
import { OwnerAccess } from './OwnerAccess.tsx';
import { ProductManager } from './ProductManager.tsx';
import { chosenShop, type AdminAction, type AdminState } from './shops/admin-access.ts';
import { AdminShopContext } from './shops/shop-context.ts';
import { NoShop, ShopsFailed, ShopsLoading } from './shops/ShopNotices.tsx';
import { useAdminAccess } from './shops/use-admin-access.ts';
import { useFocusOnSignIn } from './useFocusOnSignIn.ts';
import { hasUnsavedChanges } from './useLeaveGuard.ts';

interface AdminBodyProps {
  state: AdminState;
  dispatch: (action: AdminAction) => void;
  portalContainer: HTMLElement | null;
}

/** What the admin shows below its header, for each step of the session and of the shop's choice. */
function AdminBody({ state, dispatch, portalContainer }: AdminBodyProps) {
  const { session, shops } = state;
  if (session.status === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Verifica dell'accesso...
      </p>
    );
  }
  if (session.status === 'signed-out') return <OwnerAccess />;
  const shop = chosenShop(state);
  if (shops.status === 'failed') return <ShopsFailed onRetry={() => dispatch({ type: 'shops-retried' })} />;
  if (shops.status === 'none') return <NoShop email={session.user.email} />;
  if (!shop) return <ShopsLoading />;
  return (
    <AdminShopContext value={shop}>
      <p className="mb-6 text-sm text-muted-foreground">
        Accesso effettuato come <span className="font-medium text-foreground">{session.user.email}</span>
      </p>
      <OwnerTabs
        shopId={shop.id}
        portalContainer={portalContainer}
        catalogue={
          <ProductManager
            // Another shop is another catalogue: nothing of the previous one (an open editor) carries over.
            key={shop.id}
            shop={shop}
            portalContainer={portalContainer}
            onUnsavedChange={(unsaved) => dispatch({ type: 'unsaved-changed', unsaved })}
          />
        }
      />
    </AdminShopContext>
  );
}

/**
 * The owner's admin (spec §2 "Admin screen"), a section of its own site document. Signed out it
 * shows the sign-in form; signed in, the catalogue and inbox of the shop the person runs (or the one
 * they chose, when they run several). The backend decides what a session may read and write; the
 * screen only spares a person who runs no shop an editor that would refuse every save.
 */
export function ProductAdminSection({ section }: { section: Sections['product-admin'] }) {
  const [state, dispatch, leave] = useAdminAccess();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Signing out drops what an editor has not saved: asked first, as leaving the editor is.
  const [askLeave, setAskLeave] = useState(false);
  useFocusOnSignIn(state.session.status, heading);
  const shop = chosenShop(state);
  const pending =
    state.shops.status === 'ready' ? (state.shops.shops.find((s) => s.id === state.pendingShop) ?? null) : null;

  return (
    <Toaster>
      <div ref={setRoot} id={section.id} className="min-h-screen bg-muted/60">
        <AdminHeader
          section={section}
          state={state}
          heading={heading}
          shopHref={shop ? shop.catalogueRoute : section.shopHref}
          onChooseShop={(id) => dispatch({ type: 'shop-asked', id })}
          onLeave={() => (hasUnsavedChanges() ? setAskLeave(true) : void leave())}
        />
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8 sm:py-12">
          <AdminBody state={state} dispatch={dispatch} portalContainer={root} />
        </div>
        <ConfirmDialog
          open={pending !== null}
          container={root}
          title="Modifiche non salvate"
          description={
            <>
              Le modifiche al prodotto aperto in {shop?.name} non sono state salvate e andranno perse passando a{' '}
              {pending?.name}.
            </>
          }
          confirmLabel={`Passa a ${pending?.name ?? ''}`}
          cancelLabel="Continua a modificare"
          destructive
          onConfirm={() => dispatch({ type: 'switch-confirmed' })}
          onCancel={() => dispatch({ type: 'switch-cancelled' })}
        />
        <ConfirmDialog
          open={askLeave}
          container={root}
          title="Modifiche non salvate"
          description="Ci sono modifiche non salvate: uscendo dall'account andranno perse."
          confirmLabel="Esci senza salvare"
          cancelLabel="Continua a modificare"
          destructive
          onConfirm={() => {
            setAskLeave(false);
            void leave();
          }}
          onCancel={() => setAskLeave(false)}
        />
      </div>
    </Toaster>
  );
}

export default ProductAdminSection;
