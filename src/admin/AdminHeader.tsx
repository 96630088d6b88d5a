import { Home, LogOut, Store } from 'lucide-react';
import type { Ref } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import type { AdminState } from './shops/admin-access.ts';
import { ShopPicker } from './shops/ShopPicker.tsx';

interface AdminHeaderProps {
  section: Sections['product-admin'];
  state: AdminState;
  heading: Ref<HTMLHeadingElement>;
  /** Where "Vai al Shop" leads: the chosen shop's catalogue, or null when it has none. */
  shopHref: string | null;
  onChooseShop: (id: string) => void;
  onLeave: () => void;
}

/**
 * The admin's title, the shop being worked on (a choice for a person who runs several), and the
 * way back to the site, to the shop's catalogue and out of the account.
 */
export function AdminHeader({ section, state, heading, shopHref, onChooseShop, onLeave }: AdminHeaderProps) {
  const { session, shops } = state;
  return (
    <header className="border-b border-border bg-background">
      <div
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-4
          px-4 py-5 sm:px-8"
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div>
            <h1 ref={heading} tabIndex={-1} className="font-display text-3xl leading-none outline-none sm:text-4xl">
              {section.title}
            </h1>
            <p className="mt-1.5 text-xs font-medium tracking-[0.25em] text-accent uppercase">{section.subtitle}</p>
          </div>
          {shops.status === 'ready' && (
            <ShopPicker shops={shops.shops} chosenId={shops.chosenId} onChoose={onChooseShop} />
          )}
        </div>
        <nav aria-label="Collegamenti" className="flex flex-wrap items-center gap-2">
          <ButtonLink href={section.homeHref} variant="ghost" size="sm">
            <Home aria-hidden="true" />
            Torna al sito
          </ButtonLink>
          {shopHref !== null && (
            <ButtonLink href={shopHref} variant="outline" size="sm">
              <Store aria-hidden="true" />
              Vai al Shop
            </ButtonLink>
          )}
          {session.status === 'signed-in' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onLeave}
              disabled={state.leaving}
              title={`Esci da ${session.user.email}`}
            >
              <LogOut aria-hidden="true" />
              Esci
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
