import { ArrowLeft, PackageX, RefreshCw, ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Sections } from '../../schemas/sections/index.ts';
import { NotFound } from '../engine/NotFound.tsx';
import { useDocumentHead } from '../engine/document-head.ts';
import { productImages } from '../products/images.ts';
import type { Product } from '../products/types.ts';
import { useSite } from '../site/SiteContext.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { catalogueOfProductRoute, catalogueReturn, productPath, shopHomeOfCatalogue } from './address.ts';
import { Gallery } from './Gallery.tsx';
import type { LiveProductState } from './live-product.ts';
import { productDescription, productTitle } from './page-meta.ts';
import { categoryHref, ProductDetails } from './ProductDetails.tsx';
import { useLiveProduct } from './use-live-product.ts';

/** The shop's bar, as on the catalogue: its name leads home; the bag is display only (spec §1: no cart). */
function ShopBar({ shopName, home }: { shopName: string; home: string }) {
  return (
    <header className="z-30 border-b border-border bg-background/95 backdrop-blur-md md:sticky md:top-0">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-3 sm:px-8 md:py-4">
        <Link to={home} className="font-display text-2xl font-medium tracking-[0.18em] uppercase sm:text-3xl">
          {shopName}
        </Link>
        <span role="img" aria-label="Carrello" className="inline-flex size-11 items-center justify-center">
          <ShoppingBag className="size-5 stroke-[1.5]" aria-hidden="true" />
        </span>
      </div>
    </header>
  );
}

const crumbLink = 'underline-offset-4 hover:text-foreground hover:underline';

interface BreadcrumbProps {
  home: string;
  catalogue: string;
  label: string;
  product: Product | null;
}

function Breadcrumb({ home, catalogue, label, product }: BreadcrumbProps) {
  return (
    <nav aria-label="Percorso" className="hidden text-xs tracking-[0.18em] text-muted-foreground uppercase sm:block">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to={home} className={crumbLink}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={catalogue} className={crumbLink}>
            {label}
          </Link>
        </li>
        {product && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="max-w-[24ch] truncate text-foreground">
              {product.name}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

/** While the piece is read (a move inside the app): the page's frame, so nothing jumps when it arrives. */
function LoadingView({ headingId }: { headingId: string }) {
  return (
    <div aria-busy="true" className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
      <h1 id={headingId} className="sr-only">
        Caricamento del gioiello...
      </h1>
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className="aspect-square animate-pulse bg-muted" />
        <div className="flex gap-3 p-1">
          <div className="aspect-square w-18 animate-pulse bg-muted sm:w-22" />
          <div className="aspect-square w-18 animate-pulse bg-muted sm:w-22" />
        </div>
      </div>
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className="h-3 w-20 animate-pulse bg-muted" />
        <div className="h-12 w-3/4 animate-pulse bg-muted" />
        <div className="h-7 w-32 animate-pulse bg-muted" />
        <div className="mt-4 h-16 w-full animate-pulse bg-muted/70" />
      </div>
    </div>
  );
}

function Notice({
  headingId,
  icon,
  title,
  children,
}: {
  headingId: string;
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center py-20 text-center sm:py-28">
      {icon}
      <h1 id={headingId} className="mt-6 font-display text-4xl leading-tight font-light sm:text-5xl">
        {title}
      </h1>
      {children}
    </div>
  );
}

const noSubscription = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** The page's title in the tab, for a move inside the app (the server writes it for a first visit). */
function pageTitle(state: LiveProductState, shopName: string, fallback: string): string {
  if (state.phase === 'shown') return productTitle(state.product, shopName);
  if (state.phase === 'removed') return `Non più disponibile · ${shopName}`;
  return fallback;
}

/**
 * A product page at `<catalogue>/<slug>` (`/shop/<slug>`): the piece's photos, price, availability and
 * description, live.
 * A change the owner makes shows at once (a new slug moves the address), a deleted piece turns into
 * a notice saying so, and an unknown slug is the 404 page.
 */
export function ProductSection({ section }: { section: Sections['product'] }) {
  const site = useSite();
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const catalogue = catalogueOfProductRoute(site.routes[0] ?? '/shop/:slug');
  const { state, retry } = useLiveProduct(site.shop.id, slug);
  const [portalHost, setPortalHost] = useState<HTMLElement | null>(null);
  const back = catalogueReturn(location.state, section.catalogueHref);

  // The site's own head is set when the page first commits (parents' effects run after their
  // children's); the product's is set by the render that follows hydration, so it comes last.
  const mounted = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const product = state.phase === 'shown' ? state.product : null;
  useDocumentHead({
    title: mounted ? pageTitle(state, site.shop.name, site.meta.title) : site.meta.title,
    description: mounted && product ? productDescription(product, site.shop.name) : site.meta.description,
    lang: site.lang,
  });

  // The owner changed the piece's slug: the address follows, keeping where the visitor came from.
  const movedTo = product && product.slug !== slug ? productPath(catalogue, product.slug) : null;
  useEffect(() => {
    if (movedTo) void navigate(movedTo, { replace: true, state: location.state as unknown });
  }, [movedTo, navigate, location.state]);

  if (state.phase === 'missing') return <NotFound embedded />;

  return (
    <div ref={setPortalHost} id={section.id} className="relative">
      <ShopBar shopName={site.shop.name} home={shopHomeOfCatalogue(catalogue)} />
      <div className="mx-auto max-w-7xl px-5 pt-6 pb-24 sm:px-8 sm:pt-10">
        <div className="flex items-center justify-between gap-6">
          <Link
            to={back}
            className="group inline-flex items-center gap-2 text-xs font-medium tracking-[0.2em] uppercase"
          >
            <ArrowLeft
              className="size-4 stroke-[1.5] motion-safe:transition-transform group-hover:-translate-x-1"
              aria-hidden="true"
            />
            Torna alla collezione
          </Link>
          <Breadcrumb
            home={shopHomeOfCatalogue(catalogue)}
            catalogue={back}
            label={section.catalogueLabel}
            product={product}
          />
        </div>

        <div className="mt-6 sm:mt-10">
          {state.phase === 'loading' && <LoadingView headingId={headingId} />}

          {state.phase === 'failed' && (
            <Notice
              headingId={headingId}
              icon={<RefreshCw className="size-10 stroke-1 text-accent" aria-hidden="true" />}
              title="Impossibile caricare il gioiello"
            >
              <p className="mt-4 text-muted-foreground">Controlla la connessione e riprova tra qualche istante.</p>
              <Button variant="elegant" className="mt-8" onClick={retry}>
                Riprova
              </Button>
            </Notice>
          )}

          {state.phase === 'removed' && (
            <Notice
              headingId={headingId}
              icon={<PackageX className="size-10 stroke-1 text-accent" aria-hidden="true" />}
              title="Questo gioiello non è più nel catalogo"
            >
              <p className="mt-4 leading-relaxed text-muted-foreground">
                «{state.product.name}» è stato tolto dal catalogo e non è più disponibile. Scopri gli altri pezzi della
                collezione.
              </p>
              <div className="mt-8 flex flex-wrap justify-center gap-3">
                <ButtonLink href={back} variant="elegant">
                  Torna alla collezione
                </ButtonLink>
                <ButtonLink href={categoryHref(section.catalogueHref, state.product.category)} variant="ghost">
                  Altri {state.product.category.toLowerCase()}
                </ButtonLink>
              </div>
            </Notice>
          )}

          {product && (
            <article
              aria-labelledby={headingId}
              className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16"
            >
              <Gallery key={product.id} product={product} photos={productImages(product)} portalHost={portalHost} />
              <div className="lg:sticky lg:top-28 lg:self-start">
                <ProductDetails product={product} headingId={headingId} catalogueHref={section.catalogueHref} />
              </div>
            </article>
          )}
        </div>
      </div>
    </div>
  );
}

export default ProductSection;
