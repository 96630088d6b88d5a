import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { ManagerAction, ManagerState } from '../manager-state.ts';

interface CatalogueDialogsProps {
  state: ManagerState;
  dispatch: (action: ManagerAction) => void;
  /** An in-app navigation held while the editor has unsaved changes. */
  blocker: Blocker;
  portalContainer: HTMLElement | null;
  onDelete: () => void;
  /** Archivia, once confirmed: the product is saved as archived. */
  onArchive: () => void;
}

/**
 * The catalogue's questions before something is lost: deleting a product, taking a published one out
 * of the shop (Archivia), replacing typed changes
 * with the version saved elsewhere, and dropping unsaved changes (to open another product, close
 * the card or leave the page).
 */
export function CatalogueDialogs({
  state,
  dispatch,
  blocker,
  portalContainer,
  onDelete,
  onArchive,
}: CatalogueDialogsProps) {
  const { deletion, editor, held } = state;
  return (
    <>
      <ConfirmDialog
        open={deletion !== null}
        container={portalContainer}
        title="Eliminare il prodotto?"
        description={
          <>
            «{deletion?.product.name}» verrà rimosso dal catalogo e non sarà più visibile nel negozio. L'operazione non
            si può annullare.
          </>
        }
        confirmLabel="Elimina"
        busyLabel="Eliminazione..."
        busy={deletion?.busy}
        cancelLabel="Annulla"
        destructive
        onConfirm={onDelete}
        onCancel={() => dispatch({ type: 'delete-cancelled' })}
      />

      <ConfirmDialog
        open={editor?.archiveAsked ?? false}
        container={portalContainer}
        title="Archiviare il prodotto?"
        description={
          <>
            «{editor?.form.name}» sarà tolto dal negozio: non sarà più nel catalogo e la sua pagina non si aprirà più.
            Resta qui, e puoi pubblicarlo di nuovo quando vuoi.
          </>
        }
        confirmLabel="Archivia"
        cancelLabel="Annulla"
        onConfirm={onArchive}
        onCancel={() => dispatch({ type: 'archive-cancelled' })}
      />

      <ConfirmDialog
        open={editor?.reloadAsked ?? false}
        container={portalContainer}
        title="Ricaricare il prodotto?"
        description={
          <>
            Quello che hai scritto in «{editor?.form.name}» sarà sostituito dalla versione salvata sull'altro
            dispositivo.
          </>
        }
        confirmLabel="Ricarica il prodotto"
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => dispatch({ type: 'reload-confirmed' })}
        onCancel={() => dispatch({ type: 'reload-cancelled' })}
      />

      <ConfirmDialog
        open={held !== null || blocker.state === 'blocked'}
        container={portalContainer}
        title="Modifiche non salvate"
        description={<>Le modifiche a «{editor?.form.name}» non sono state salvate e andranno perse.</>}
        confirmLabel="Esci senza salvare"
        cancelLabel="Continua a modificare"
        destructive
        onConfirm={() => {
          // The changes are dropped first, so a held request, or the navigation, meets a clean editor.
          dispatch({ type: 'discard-confirmed' });
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          dispatch({ type: 'discard-cancelled' });
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </>
  );
}
