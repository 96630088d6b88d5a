import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useShopDirectory, type ShopEntry } from '../site/shop-directory.ts';
import { wayBackParam } from '../site/way-back.ts';

/**
 * "← Torna a Seoul": the way back to the shop whose link brought the visitor here (`?da=seoul`).
 * Only a shop the engine serves is named; any other `da` shows nothing. The row keeps its height
 * while the shop's name arrives, so nothing under it moves.
 */
export function WayBack() {
  const { search } = useLocation();
  const directory = useShopDirectory();
  const slug = wayBackParam(search);
  const known = slug !== null && directory?.has(slug) === true;
  const [shop, setShop] = useState<{ slug: string; entry: ShopEntry | null } | null>(null);

  useEffect(() => {
    if (!known) return;
    let current = true;
    void directory.find(slug).then((entry) => {
      if (current) setShop({ slug, entry });
    });
    return () => {
      current = false;
    };
  }, [directory, known, slug]);

  if (!known) return null;
  const entry = shop?.slug === slug ? shop.entry : null;
  return (
    <div className="mx-auto flex h-9 max-w-7xl items-end px-5 sm:px-8">
      {entry && (
        <Link
          to={entry.home}
          className="text-xs font-medium tracking-[0.15em] uppercase underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> Torna a {entry.name}
        </Link>
      )}
    </div>
  );
}
