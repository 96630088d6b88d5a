import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** A dialog of the page editor: title, body, a close button; Escape and the overlay close it too. */
export function EditorDialog({
  open,
  title,
  description,
  onClose,
  container,
  wide = false,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  container: HTMLElement | null;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={description === undefined ? undefined : 'descrizione-dialogo-pagine'}
          className={`fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2
            -translate-y-1/2 gap-4 overflow-y-auto rounded-site border border-border bg-background p-6 text-foreground
            shadow-2xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Chiudi"
              className="grid size-11 shrink-0 place-items-center rounded-site hover:bg-muted focus-visible:outline-2
                focus-visible:outline-accent"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description !== undefined && (
            <Dialog.Description id="descrizione-dialogo-pagine" className="text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
