import { ArrowUpRight } from 'lucide-react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { addressLine, telHref } from '../../site/address.ts';
import { legalParts } from '../../site/legal.ts';
import { policyKinds, policyLinkLabels, policyNamedBy, policyRoute, siteHome } from '../../site/policies.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { Island } from '../../islands/Island.tsx';
import { OpenStatusLine } from '../parts/open-status.tsx';
import { SocialLinks } from '../parts/social-links.tsx';

type FooterSection = Sections['footer'];
type FooterLink = NonNullable<FooterSection['legal']>[number];

/** On wide screens the shop's block and its link columns share one row. */
function wideColumns(count: number): string {
  if (count >= 3) return 'lg:grid-cols-4';
  return count === 2 ? 'lg:grid-cols-3' : '';
}

const legalBarClass = [
  'soft-text mx-auto flex max-w-7xl flex-col gap-4 px-5 py-7 text-xs',
  'sm:flex-row sm:items-center sm:justify-between sm:px-8',
].join(' ');

/**
 * An entry with somewhere to go is a link, underlined even where nothing hovers (phones); one without
 * (a service named, a page the shop does not have) is plain text, muted and inert, so it never looks
 * like a link that leads nowhere.
 */
function FooterItem({ link }: { link: FooterLink }) {
  return link.href ? (
    <SmartLink
      href={link.href}
      className="footer-link underline decoration-current/35 underline-offset-4 hover:decoration-current"
    >
      {link.label}
    </SmartLink>
  ) : (
    <span className="footer-text soft-text cursor-default">{link.label}</span>
  );
}

export function Footer({ section }: { section: FooterSection }) {
  const site = useSite();
  const { shop } = site;
  const columns = section.columns;
  const home = siteHome(site);
  // The shop's own policy pages first, then the document's other links; a document's own "Privacy"
  // or "Termini di Servizio" entry is the same page, so it is not listed twice.
  const legalLinks: FooterLink[] = [
    ...policyKinds.map((kind) => ({ label: policyLinkLabels[kind], href: policyRoute(home, kind) })),
    ...(section.legal ?? []).filter((link) => policyNamedBy(link.label) === undefined),
  ];

  return (
    <footer id={section.id} data-tone="inverse" className="bg-inverse text-inverse-foreground">
      <div className={`mx-auto grid max-w-7xl gap-12 px-5 py-20 sm:px-8 sm:grid-cols-2 ${wideColumns(columns.length)}`}>
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="font-display text-3xl leading-tight">{shop.name}</p>
          {(section.tagline ?? shop.tagline) && (
            <p className="soft-text mt-4 max-w-xs text-sm leading-relaxed">{section.tagline ?? shop.tagline}</p>
          )}
          <address className="soft-text mt-6 space-y-1 text-sm not-italic leading-relaxed">
            <p>{addressLine(shop.address)}</p>
            <p>
              <a href={telHref(shop.phone)} className="footer-link underline-offset-4 hover:underline">
                {shop.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${shop.email}`} className="footer-link break-all underline-offset-4 hover:underline">
                {shop.email}
              </a>
            </p>
          </address>
          {shop.hours && shop.hours.length > 0 && (
            <OpenStatusLine hours={shop.hours} closures={shop.closures} className="soft-text mt-4" />
          )}
          {/* The icons' tooltips come alive on the visitor's first reach for them. */}
          <Island name="social-links" props={{ social: shop.social, className: 'mt-8' }} trigger="interaction">
            <SocialLinks social={shop.social} className="mt-8" />
          </Island>
          {shop.profileUrl && (
            <SmartLink
              href={shop.profileUrl}
              className="footer-link mt-6 inline-flex items-center gap-1 text-sm underline underline-offset-4"
            >
              {section.profileLabel}
              <ArrowUpRight className="size-4" aria-hidden="true" />
              <span className="sr-only">(si apre in una nuova scheda)</span>
            </SmartLink>
          )}
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="eyebrow mb-5 text-xs font-semibold uppercase tracking-[0.3em]">{column.title}</h2>
            <ul className="space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-current/15">
        <div className={legalBarClass}>
          <div className="space-y-1">
            <p>
              © {section.year} {shop.name}. Tutti i diritti riservati.
            </p>
            {shop.legal && <p className="legal-identity">{legalParts(shop.legal).join(' · ')}</p>}
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <FooterItem link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

export default Footer;
