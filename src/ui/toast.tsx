import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  /** `destructive` for errors: red, announced assertively, and kept on screen until dismissed. */
  variant?: ToastVariant;
  /** What the toast is about (`upload`, `save`…): a new toast on the same subject replaces the shown one. */
  subject?: string;
}

interface OpenToast extends ToastMessage {
  id: number;
  open: boolean;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast from anywhere under a `<Toaster>`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() used outside <Toaster>');
  return show;
}

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-red-800 bg-red-700 text-white',
};

const toastClass =
  'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-site border p-4 pr-10 shadow-lg';

let nextId = 1;

/**
 * Toast notifications on Radix's primitive (spec §8): keyboard reachable with F8, dismissable by
 * swipe, Escape or the close button, read out by screen readers in Italian.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<OpenToast[]>([]);

  const show = useCallback<ShowToast>((message) => {
    const id = nextId++;
    // One per subject, at most three at a time: an owner fixing a form should not face a wall of messages.
    setToasts((current) => [
      ...current.filter((t) => message.subject === undefined || t.subject !== message.subject).slice(-2),
      { ...message, id, open: true },
    ]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Leave time for the exit, then forget it.
    window.setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider label="Notifica" swipeDirection="right">
        {children}
        {toasts.map((toast) => {
          const variant = toast.variant ?? 'default';
          return (
            <ToastPrimitive.Root
              key={toast.id}
              open={toast.open}
              onOpenChange={(open) => {
                if (!open) close(toast.id);
              }}
              type={variant === 'destructive' ? 'foreground' : 'background'}
              // An error stays until dismissed: the owner may be looking elsewhere when it comes.
              duration={variant === 'destructive' ? Infinity : 5000}
              data-variant={variant}
              className={`${toastClass} ${variantClass[variant]}`}
            >
              <div className="grid gap-1">
                <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
                {toast.description && (
                  <ToastPrimitive.Description className="text-sm opacity-90">
                    {toast.description}
                  </ToastPrimitive.Description>
                )}
              </div>
              <ToastPrimitive.Close
                aria-label="Chiudi notifica"
                className="absolute top-2 right-2 rounded-site p-1 opacity-80 hover:opacity-100"
              >
                <X className="size-4" aria-hidden="true" />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport
          label="Notifiche ({hotkey})"
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
