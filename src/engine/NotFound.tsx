import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentHead } from './document-head.ts';

export const NOT_FOUND_TITLE = '404 · Pagina non trovata';

/**
 * Spec §2: any path that is no route. The path is logged so broken links show up in the console.
 * Inside a page that has its own `<main>` (a product page whose address names no product), it is
 * not a second landmark: `embedded`.
 */
export function NotFound({ embedded = false }: { embedded?: boolean }) {
  const Landmark = embedded ? 'div' : 'main';
  const location = useLocation();
  useDocumentHead({ title: NOT_FOUND_TITLE, lang: 'it' });

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Landmark className="flex min-h-screen items-center justify-center bg-stone-100 px-6 text-stone-900">
      <div className="text-center">
        <h1 className="mb-4 font-display text-6xl font-semibold">404</h1>
        <p className="mb-6 text-xl text-stone-700">Oops! Page not found</p>
        <Link to="/" className="text-lg text-blue-800 underline underline-offset-4 hover:text-blue-950">
          Return to Home
        </Link>
      </div>
    </Landmark>
  );
}
