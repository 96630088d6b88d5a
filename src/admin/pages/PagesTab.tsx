import { useEffect, useState } from 'react';
import { currentUserId, listPages, type PageVersion, type ShopPage } from '../../backend/pages.ts';
import { buttonClass } from '../../ui/button.tsx';
import { isBrochureDocument } from './form-model.ts';
import { PageEditor } from './PageEditor.tsx';
import { latestVersion, pageState, pageTitle } from './page-state.ts';
import { StateBadge } from './StateBadge.tsx';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pages: ShopPage[]; me: string | null };

/** The shop's brochure pages: those whose newest version holds no app (catalogue, product page, admin). */
export function brochurePages(pages: readonly ShopPage[], shopId: string): ShopPage[] {
  return pages.filter((page) => page.shopId === shopId && isBrochureDocument(latestVersion(page.versions)?.document));
}

/**
 * The "Pagine" tab: the shop's brochure pages with their state, and the editor of the one opened.
 * Loaded as a chunk of its own the first time the tab is shown (`OwnerTabs`), so the admin's first
 * paint and every public page stay without the editor's code.
 */
export default function PagesTab({ shopId, portalContainer }: { shopId: string; portalContainer: HTMLElement | null }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  // The states are read as of when the list was read; reading it again (leaving an editor) renews them.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let current = true;
    Promise.all([listPages(), currentUserId()]).then(
      ([pages, me]) => {
        if (current) setLoaded({ status: 'ready', pages, me });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (loaded.status === 'loading')
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        Caricamento pagine...
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-12 text-center">
        <p>Non è stato possibile leggere le pagine del negozio.</p>
        <button type="button" className={buttonClass('outline')} onClick={() => setAttempt((n) => n + 1)}>
          Riprova
        </button>
      </div>
    );

  const own = brochurePages(loaded.pages, shopId);
  const opened = own.find((page) => page.id === openId);
  const replaceVersions = (pageId: string, versions: PageVersion[]) =>
    setLoaded((state) =>
      state.status === 'ready'
        ? { ...state, pages: state.pages.map((page) => (page.id === pageId ? { ...page, versions } : page)) }
        : state,
    );

  if (opened)
    return (
      <PageEditor
        // Another page is another editor: nothing of the previous one carries over.
        key={opened.id}
        page={opened}
        pages={loaded.pages}
        shopId={shopId}
        me={loaded.me}
        portalContainer={portalContainer}
        onBack={() => {
          setNow(Date.now());
          setOpenId(null);
        }}
        onVersions={(versions) => replaceVersions(opened.id, versions)}
      />
    );

  return (
    <section aria-labelledby="pagine-del-negozio" className="grid gap-4">
      <h2 id="pagine-del-negozio" className="font-display text-3xl">
        Pagine del negozio
      </h2>
      {own.length === 0 ? (
        <p className="text-muted-foreground">Il negozio non ha ancora pagine da modificare.</p>
      ) : (
        <ul aria-label="Pagine" className="grid gap-3">
          {own.map((page) => {
            const title = pageTitle(latestVersion(page.versions)?.document, page.route);
            return (
              <li
                key={page.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-site border border-border
                  bg-background p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <h3 className="font-medium">{title}</h3>
                  <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                    <span>{page.route}</span>
                    <StateBadge state={pageState(page.versions, now)} />
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass('outline')}
                  aria-label={`Modifica ${title} (${page.route})`}
                  onClick={() => setOpenId(page.id)}
                >
                  Modifica
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
