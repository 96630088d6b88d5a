/**
 * Where a link of a page may lead, for the link field's chooser: the sections of the page itself
 * (`#id`), the shop's other pages and their sections (`/route`, `/route#id`). Pure.
 */
import type { ShopPage } from '../../backend/pages.ts';
import { sectionName } from './labels.ts';
import { latestVersion, pageTitle, versionInForce } from './page-state.ts';
import type { LinkTarget } from './SchemaForm.tsx';

function anchors(document: unknown): { id: string; type: unknown }[] {
  const sections =
    typeof document === 'object' && document !== null && Array.isArray((document as { sections?: unknown }).sections)
      ? ((document as { sections: unknown[] }).sections as { id?: unknown; type?: unknown }[])
      : [];
  return sections.flatMap((section) =>
    typeof section.id === 'string' ? [{ id: section.id, type: section.type }] : [],
  );
}

export function linkTargets(
  document: Record<string, unknown>,
  route: string,
  pages: readonly ShopPage[],
  shopId: string,
): LinkTarget[] {
  const here = anchors(document).map(({ id, type }) => ({
    href: `#${id}`,
    label: `Questa pagina › ${sectionName(type)} (#${id})`,
  }));
  const elsewhere = pages
    .filter((page) => page.shopId === shopId && page.route !== route)
    .flatMap((page) => {
      const shown = versionInForce(page.versions, Date.now()) ?? latestVersion(page.versions);
      const title = pageTitle(shown?.document, page.route);
      return [
        { href: page.route, label: `${title} (${page.route})` },
        ...anchors(shown?.document).map(({ id, type }) => ({
          href: `${page.route}#${id}`,
          label: `${title} › ${sectionName(type)} (#${id})`,
        })),
      ];
    });
  return [...here, ...elsewhere];
}
