import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { unreadCount } from './inbox-state.ts';
import { MessageInbox } from './MessageInbox.tsx';
import { useInbox } from './use-inbox.ts';
import { SubscriberList } from '../newsletter/SubscriberList.tsx';
import { useSubscribers } from '../newsletter/use-subscribers.ts';

// The page editor is a chunk of its own, fetched the first time its tab is shown.
const PagesTab = lazy(() => import('../pages/PagesTab.tsx'));

const tabs = ['catalogo', 'pagine', 'messaggi', 'iscritti'] as const;
type Tab = (typeof tabs)[number];

const badgeClass = 'grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground';

const unreadWords = (count: number) => (count === 1 ? 'non letto' : 'non letti');

const tabLabels = {
  catalogo: 'Catalogo',
  pagine: 'Pagine',
  messaggi: 'Messaggi',
  iscritti: 'Iscritti',
} as const satisfies Record<Tab, string>;

/**
 * The owner's desks as WAI-ARIA tabs (arrows, Home and End move and select): the shop's
 * catalogue, its enquiries and its newsletter's sign-ups. The panels stay mounted, so a product
 * being edited survives a look at the inbox, and the inbox stays live (unread badge, a toast for
 * each new enquiry) while another tab shows.
 * `/admin#messaggi` opens on the inbox (the link a notification e-mail carries), `/admin#iscritti`
 * on the sign-ups, which are read again each time their tab is shown, `/admin#pagine` on the
 * shop's pages, whose editor's code loads the first time that tab is shown and then stays.
 */
export function OwnerTabs({
  shopId,
  catalogue,
  portalContainer,
}: {
  /** The shop whose enquiries the inbox shows. */
  shopId: string;
  catalogue: ReactNode;
  portalContainer: HTMLElement | null;
}) {
  const id = useId();
  // The tabs show only once the owner is signed in, in the browser, never in the pre-rendered page.
  const [selected, setSelected] = useState<Tab>(() => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
    return tabs.find((tab) => tab !== 'catalogo' && tab === hash) ?? 'catalogo';
  });
  const [inbox, dispatch, loadMore] = useInbox(shopId);
  const [subscribers, dispatchSubscribers, reloadSubscribers] = useSubscribers(shopId, selected === 'iscritti');
  const unread = unreadCount(inbox);
  const [pagesShown, setPagesShown] = useState(selected === 'pagine');
  if (selected === 'pagine' && !pagesShown) setPagesShown(true);
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function choose(tab: Tab) {
    setSelected(tab);
    buttons.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(selected);
    const next = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Area riservata"
        className="mb-8 flex gap-1 overflow-x-auto border-b border-border sm:gap-2"
      >
        {tabs.map((tab) => {
          const active = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-selected={active}
              aria-controls={`${id}-${tab}-pannello`}
              aria-label={tab === 'messaggi' && unread > 0 ? `Messaggi ${unread} ${unreadWords(unread)}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab)}
              onKeyDown={onKeyDown}
              className={[
                '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium',
                'transition-colors sm:px-4',
                active
                  ? 'border-accent text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
                'focus-visible:outline-2 focus-visible:outline-accent',
              ].join(' ')}
            >
              {tabLabels[tab]}
              {tab === 'messaggi' && unread > 0 && (
                <span aria-hidden="true" className={badgeClass}>
                  {unread}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-pannello`}
          aria-labelledby={`${id}-${tab}`}
          hidden={tab !== selected}
        >
          {tab === 'catalogo' && catalogue}
          {tab === 'pagine' && pagesShown && (
            <Suspense
              fallback={
                <p role="status" className="py-12 text-center text-muted-foreground">
                  Caricamento pagine...
                </p>
              }
            >
              <PagesTab shopId={shopId} portalContainer={portalContainer} />
            </Suspense>
          )}
          {tab === 'messaggi' && (
            <MessageInbox state={inbox} dispatch={dispatch} onMore={loadMore} portalContainer={portalContainer} />
          )}
          {tab === 'iscritti' && (
            <SubscriberList
              shopId={shopId}
              state={subscribers}
              dispatch={dispatchSubscribers}
              onRetry={reloadSubscribers}
              portalContainer={portalContainer}
            />
          )}
        </div>
      ))}
    </div>
  );
}
