import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';

type LinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** Draws a link to a page of the same app as its router does; a page without a router has none. */
type RoutedLink = (props: LinkProps) => ReactNode;

const Routed = createContext<RoutedLink | null>(null);

/** Given by an app's router (`src/engine/router.tsx`): its internal links go through it. */
export const RoutedLinkProvider = Routed.Provider;

/**
 * A link from a site document: internal paths go through the router in an app (a page rendered as
 * HTML with islands has none: its links load the next page's HTML), `#anchors`, `mailto:` and
 * `tel:` stay plain, and other sites open in a new tab without access to this page.
 */
export function SmartLink({ href, children, ...props }: LinkProps) {
  const routed = useContext(Routed);
  if (href.startsWith('/') && routed) return routed({ href, children, ...props });
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  );
}
