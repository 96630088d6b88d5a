import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Focus for an element that is not focusable by itself, without scrolling to it. */
function focusHere(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function anchorOf(hash: string): HTMLElement | null {
  if (hash.length <= 1) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: looked up as written.
  }
  return document.getElementById(id);
}

const heading = () => document.querySelector<HTMLElement>('main h1');

/** How long a page that draws its heading once its data has come (a product page) is followed. */
const HEADING_WAIT_MS = 5000;

/**
 * Moves focus where a link brought the visitor to another page of the app: the element its anchor
 * names, else the page's heading (once it is drawn: a product page draws it when its product has
 * come; its main content holds focus meanwhile). A screen-reader or keyboard visitor starts reading
 * the new page, as after a full page load, instead of staying on a link that is gone. The first
 * page, a query that changes (the catalogue's filters) and back or forward leave focus where it is
 * (`ScrollRestoration` puts the scroll position back for those).
 */
export function useFocusOnArrival(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (navigationType === NavigationType.Pop) return;
    const anchor = anchorOf(hash);
    if (anchor) {
      focusHere(anchor);
      return;
    }
    const main = () => document.getElementById('contenuto');
    const arrive = () => {
      const target = heading() ?? main();
      if (target) focusHere(target);
    };
    arrive();
    // A page may draw its heading later, or draw another in its place (a product page's "loading"
    // heading gives way to the product's name): focus follows while the visitor has not moved it.
    const redrawn = new MutationObserver(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || active === main()) arrive();
      else if (!active.matches('main h1')) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      redrawn.disconnect();
      clearTimeout(timer);
    };
    redrawn.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, navigationType]);
}
