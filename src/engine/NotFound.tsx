import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentHead } from './document-head.ts';

export const NOT_FOUND_TITLE = '404 · Pagina non trovata';

/** The 404 message: the spec's English words, the Italian beneath them, and the way home. */
export function NotFoundMessage({ home, embedded }: { home: string; embedded: boolean }) {
  return (
    <div className="text-center">
      <h1 className="mb-4 font-display text-6xl font-semibold sm:text-7xl">404</h1>
      <p lang="en" className="text-xl">
        Oops! Page not found
      </p>
      <p className="soft-text mt-2 mb-8 text-base">La pagina che cerchi non esiste o è stata spostata.</p>
      <Link
        to={home}
        className={
          embedded
            ? 'text-lg underline underline-offset-4'
            : `inline-flex min-h-12 flex-col items-center justify-center rounded-[var(--site-radius)] bg-primary px-8
              py-2 text-primary-foreground`
        }
      >
        <span lang="en" className="text-base font-medium">
          Return to Home
        </span>
        {!embedded && (
          <span className="text-xs tracking-[0.15em] uppercase opacity-85">Torna alla pagina iniziale</span>
        )}
      </Link>
    </div>
  );
}

/** Logs the path that is no route, so broken links show up in the console, and titles the page. */
export function useNotFoundLog(): string {
  const location = useLocation();
  useDocumentHead({ title: NOT_FOUND_TITLE, lang: 'it' });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return location.pathname;
}

/**
 * Spec §2, inside a page that has its own `<main>` and look (a product page whose address names no
 * product): the message alone. Any other path that is no route is `NotFoundPage`, in a shop's look.
 */
export function NotFound({ embedded }: { embedded: boolean }) {
  useNotFoundLog();
  const Landmark = embedded ? 'div' : 'main';
  return (
    <Landmark className="flex min-h-[60vh] items-center justify-center px-6">
      <NotFoundMessage home="/" embedded={embedded} />
    </Landmark>
  );
}
