import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/**
 * A text link from a site document: internal paths go through the router (no reload), in-page
 * anchors and mail/phone links stay plain, external ones open in a new tab without an opener.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.startsWith('/')) return <Link to={href} {...props} />;
  const external = /^https?:/.test(href);
  return <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props} />;
}
