import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, type ReactNode } from 'react';
import { buttonClass } from '../ui/button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  /** While the confirmed action runs: the buttons are disabled and the confirm one says so. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the dialog is mounted: inside the page's themed root, so it wears the shop's colours. */
  container?: HTMLElement | null;
}

/**
 * A question the owner must answer before something is lost (a product, unsaved changes). Focus
 * starts on the safe answer; Escape and the cancel button keep things as they are. On closing, focus
 * goes back to the control that opened the dialog, unless the screen has already moved it where the
 * answer led (the row after a deleted product, a newly opened editor).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  container,
}: ConfirmDialogProps) {
  // The dialog has no trigger of its own (it opens from the state), so it remembers what had focus.
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal container={container}>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2
            -translate-y-1/2 rounded-site border border-border bg-background p-6 text-foreground shadow-2xl"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const focused = document.activeElement;
            if (focused && focused !== document.body) return;
            if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
          }}
        >
          <AlertDialog.Title className="font-display text-2xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline', 'default')} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(destructive ? 'destructive' : 'default', 'default')}
              disabled={busy}
              onClick={(event) => {
                // The dialog closes when the caller says so (after the server answered), not on click.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
