import { Menu, Phone } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SectionData, SiteDocument, SiteHeader as HeaderOptions } from '../../schemas/site.ts';
import { watchHeaderOverHero } from '../islands/behaviours/header.ts';
import { telHref } from '../site/address.ts';
import { siteHome } from '../site/policies.ts';
import { useSite } from '../site/SiteContext.tsx';
import { loadOnFirstUse } from '../ui/load-on-first-use.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { ShopNav } from './shop-nav.tsx';
import type { SiteMenuProps } from './site-menu.tsx';

/** What a section's link in the header reads when the header's options name no label for it. */
const typeLabels: Partial<Record<SectionData['type'], string>> = {
  story: 'Chi siamo',
  collections: 'Collezioni',
  featured: 'Creazioni',
  team: 'Il team',
  services: 'Servizi',
  contact: 'Contatti',
  'product-grid': 'Novità',
  'product-carousel': 'Prodotti',
  'brand-carousel': 'Marchi',
  newsletter: 'Newsletter',
};

export interface HeaderLink {
  label: string;
  href: string;
}

/**
 * The header's links to the page's own sections, in page order: each section with an `id` that the
 * header's options do not hide, labelled by the options or by its type's usual name.
 */
export function sectionLinks(sections: readonly SectionData[], options: HeaderOptions): HeaderLink[] {
  const hidden = new Set<string>(options.hide);
  const labels = new Map(options.sectionLabels.map((entry) => [entry.section, entry.label]));
  return sections.flatMap((section) => {
    if (!section.id || hidden.has(section.id)) return [];
    const label = labels.get(section.id) ?? typeLabels[section.type];
    return label ? [{ label, href: `#${section.id}` }] : [];
  });
}

/** The shop's name, or its logo when it has one, leading to its home. */
function Wordmark({ site, onNavigate }: { site: SiteDocument; onNavigate?: () => void }) {
  const { name, logo } = site.shop;
  return (
    <SmartLink
      href={siteHome(site)}
      onClick={onNavigate}
      className="inline-flex min-h-11 min-w-0 items-center font-display text-lg leading-none font-medium
        tracking-[0.12em] uppercase sm:text-2xl sm:tracking-[0.18em]"
    >
      {logo ? (
        <img src={logo} alt={name} height={36} className="h-9 w-auto" />
      ) : (
        <span className="truncate">{name}</span>
      )}
    </SmartLink>
  );
}

/** The phone menu's part, imported on the visitor's first reach for its button. */
const menuPart = loadOnFirstUse<ComponentType<SiteMenuProps>>(() =>
  import('./site-menu.tsx').then((module) => module.default),
);

/**
 * The phone menu's button. The dialog's code arrives when the visitor points at, touches or focuses
 * the button (a click waits for it if it has not): the page itself carries none of it.
 */
function MenuButton({
  site,
  options,
  links,
  container,
}: {
  site: SiteDocument;
  options: HeaderOptions;
  links: readonly HeaderLink[];
  container: HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const [Part, setPart] = useState<ComponentType<SiteMenuProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = (then?: () => void) => {
    menuPart.load().then(
      (part) => {
        setPart(() => part);
        then?.();
      },
      (error: unknown) => console.log('Menu code not loaded:', error),
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={options.menuLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => load()}
        onTouchStart={() => load()}
        onFocus={() => load()}
        onClick={() => load(() => setOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-[var(--site-radius)] lg:hidden"
      >
        <Menu className="size-6 stroke-[1.5]" aria-hidden="true" />
      </button>
      {Part && (
        <Part
          site={site}
          options={options}
          links={links}
          container={container}
          open={open}
          setOpen={setOpen}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  );
}

/** The header's look, clear over the hero and solid elsewhere, by its `data-state`. */
const look = [
  'data-[state=clear]:bg-gradient-to-b data-[state=clear]:from-black/50 data-[state=clear]:to-transparent',
  'data-[state=clear]:text-white',
  'data-[state=solid]:bg-background data-[state=solid]:text-foreground',
  'data-[state=solid]:shadow-[0_1px_0_0_var(--site-border)]',
].join(' ');

/** The `bar` header: over the page's hero it starts transparent, and turns solid once the page scrolls. */
function BarHeader({ options, overHero }: { options: HeaderOptions; overHero: boolean }) {
  const site = useSite();
  const header = useRef<HTMLElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const links = sectionLinks(site.sections, options);
  const position = overHero ? 'fixed inset-x-0' : 'sticky';
  // Over the hero the header is clear until the page scrolls (`watchHeaderOverHero` keeps its
  // `data-state`: the islands' loader on a brochure page, this effect in an app).
  useEffect(() => (overHero && header.current ? watchHeaderOverHero(header.current) : undefined), [overHero]);

  return (
    <>
      <header
        ref={header}
        data-site-header=""
        data-over-hero={overHero ? '' : undefined}
        data-state={overHero ? 'clear' : 'solid'}
        suppressHydrationWarning
        className={`${position} group/header top-0 z-40 motion-safe:transition-[background-color,color,box-shadow]
          motion-safe:duration-300 ${look}`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-5 sm:px-8 lg:h-20 lg:gap-8">
          <Wordmark site={site} />
          <nav aria-label={options.label} className="ml-auto hidden lg:block">
            <ul className="flex items-center gap-7">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="text-xs font-medium tracking-[0.2em] uppercase underline-offset-8 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 lg:ml-0 lg:gap-4">
            {options.catalogue && (
              <SmartLink
                href={options.catalogue.href}
                className="hidden min-h-11 items-center rounded-[var(--site-radius)] border border-foreground/40 px-5
                  text-xs font-medium tracking-[0.2em] uppercase lg:inline-flex
                  group-data-[state=clear]/header:border-white/70"
              >
                {options.catalogue.label}
              </SmartLink>
            )}
            {options.phone && (
              <a
                href={telHref(site.shop.phone)}
                aria-label={`Chiama ${site.shop.phone}`}
                className="inline-flex size-11 items-center justify-center rounded-[var(--site-radius)] lg:hidden"
              >
                <Phone className="size-5 stroke-[1.5]" aria-hidden="true" />
              </a>
            )}
            <MenuButton site={site} options={options} links={links} container={container} />
          </div>
        </div>
      </header>
      <div ref={setContainer} />
    </>
  );
}

/**
 * The site's header (`header` in the site document), above every page's sections. `overHero`: the
 * page opens with a hero, which the header lies over until the page scrolls.
 */
export function SiteHeader({ options, overHero }: { options: HeaderOptions; overHero: boolean }) {
  if (options.variant === 'fashion') return <ShopNav options={options} />;
  return <BarHeader options={options} overHero={overHero} />;
}
