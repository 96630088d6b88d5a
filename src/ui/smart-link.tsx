import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link from a site document: internal paths go through the router, `#anchors`, `mailto:` and
 * `tel:` stay plain, and other sites open in a new tab without access to this page.
 */
export function SmartLink({ href, children, ...props }: ComponentPropsWithRef<'a'> & { href: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  );
}
