import { Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { SiteHeader } from '../../schemas/site.ts';
import { siteHome } from '../site/policies.ts';
import { useSite } from '../site/SiteContext.tsx';
import { SmartLink } from '../ui/smart-link.tsx';

type NavLink = SiteHeader['primary'][number];

function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <SmartLink href={link.href} className={linkClassName}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

const primaryLink = 'text-xs font-semibold uppercase tracking-[0.2em] underline-offset-8 hover:underline';
const collectionLink = 'text-sm underline-offset-8 hover:underline';

/**
 * The `fashion` header of a shop: departments on the left, the shop's name in the middle,
 * collections in a row below. On small screens the links fold behind a menu button (a disclosure).
 */
export function ShopNav({ options }: { options: SiteHeader }) {
  const site = useSite();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { collections } = options;
  const home = siteHome(site);

  return (
    <header data-site-header="" className="border-b border-border bg-background">
      {/* Escape folds the open panel and gives focus back to its button, as a menu does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a key on the links inside */}
      <nav
        aria-label={options.label}
        className="mx-auto max-w-7xl px-6"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }}
      >
        <div className="grid h-16 grid-cols-[1fr_auto_1fr] items-center md:h-20">
          <LinkList links={options.primary} className="hidden items-center gap-8 md:flex" linkClassName={primaryLink} />
          <SmartLink href={home} className="col-start-2 font-display text-2xl tracking-[0.3em] uppercase sm:text-3xl">
            {site.shop.name}
          </SmartLink>
          <div className="col-start-3 flex justify-end md:hidden">
            <button
              ref={button}
              type="button"
              className="inline-flex size-11 items-center justify-center"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={options.menuLabel}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </div>
        {collections.length > 0 && (
          <LinkList
            links={collections}
            className="hidden flex-wrap justify-center gap-x-10 gap-y-2 pb-5 md:flex"
            linkClassName={collectionLink}
          />
        )}
        <div id={panelId} hidden={!open} className="border-t border-border py-6 md:hidden">
          <LinkList links={options.primary} className="flex flex-col gap-5" linkClassName={primaryLink} />
          {collections.length > 0 && (
            <LinkList
              links={collections}
              className="mt-6 flex flex-col gap-4 border-t border-border pt-6"
              linkClassName={collectionLink}
            />
          )}
        </div>
      </nav>
    </header>
  );
}
