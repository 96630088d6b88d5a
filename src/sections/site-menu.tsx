import * as Dialog from '@radix-ui/react-dialog';
import { Phone, X } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import type { SiteDocument, SiteHeader as HeaderOptions } from '../../schemas/site.ts';
import { telHref } from '../site/address.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import type { HeaderLink } from './site-header.tsx';

/**
 * The phone menu's dialog (Radix), loaded the first time the visitor reaches for the header's menu
 * button (`site-header.tsx`), not with the page: most visits never open it.
 */
/** The page's links, the catalogue and the phone number, in a dialog over the page. */
export interface SiteMenuProps {
  site: SiteDocument;
  options: HeaderOptions;
  links: readonly HeaderLink[];
  container: HTMLElement | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Gives focus back to the header's menu button when the menu closes without following a link. */
  returnFocus: () => void;
}

export default function SiteMenu({ site, options, links, container, open, setOpen, returnFocus }: SiteMenuProps) {
  // An in-page link is followed once the dialog has closed and given the page its scrolling back.
  const pendingAnchor = useRef<string | null>(null);

  const followAnchor = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    event.preventDefault();
    pendingAnchor.current = href;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="site-menu-overlay fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="site-menu fixed inset-x-0 top-0 z-50 flex max-h-svh flex-col overflow-y-auto bg-background
            text-foreground shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const anchor = pendingAnchor.current;
            if (anchor === null) {
              returnFocus();
              return;
            }
            pendingAnchor.current = null;
            // Focus goes where the link leads, not back to the menu button.
            const target = document.getElementById(anchor.slice(1));
            window.location.assign(anchor);
            if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
            target?.focus({ preventScroll: true });
          }}
        >
          <div className="flex h-16 items-center justify-between gap-4 border-b border-border px-5 sm:px-8">
            <Dialog.Title className="font-display text-xl tracking-[0.18em] uppercase">{site.shop.name}</Dialog.Title>
            <Dialog.Close
              aria-label="Chiudi il menu"
              className="inline-flex size-11 items-center justify-center rounded-[var(--site-radius)]"
            >
              <X className="size-6 stroke-[1.5]" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={options.label} className="px-5 py-6 sm:px-8">
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={(event) => followAnchor(event, link.href)}
                    className="flex min-h-12 items-center border-b border-border font-display text-2xl"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3">
              {options.catalogue && (
                <SmartLink
                  href={options.catalogue.href}
                  onClick={() => setOpen(false)}
                  className="inline-flex min-h-12 items-center justify-center rounded-[var(--site-radius)] bg-primary
                    px-6 text-sm font-medium tracking-[0.2em] text-primary-foreground uppercase"
                >
                  {options.catalogue.label}
                </SmartLink>
              )}
              {options.phone && (
                <a
                  href={telHref(site.shop.phone)}
                  className="inline-flex min-h-12 items-center justify-center gap-3 rounded-[var(--site-radius)] border
                    border-border px-6 text-sm font-medium"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  Chiama {site.shop.phone}
                </a>
              )}
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
