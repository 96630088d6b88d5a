import type { Sections } from '../../schemas/sections/index.ts';
import { useSite } from '../engine/SiteContext.tsx';

export function Footer({ section }: { section: Sections['footer'] }) {
  const site = useSite();
  return (
    <footer id={section.id} className="bg-inverse text-inverse-foreground">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-4">
        <div>
          <p className="font-display text-3xl">{site.shop.name}</p>
          {section.tagline && <p className="mt-4 text-sm leading-relaxed opacity-80">{section.tagline}</p>}
        </div>
        {section.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-4 text-xs uppercase tracking-[0.3em] opacity-80">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((l) => (
                <li key={l.label}>{l.href ? <a href={l.href} className="hover:underline">{l.label}</a> : <span>{l.label}</span>}</li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs opacity-80">
          © {section.year} {site.shop.name}
        </p>
      </div>
    </footer>
  );
}
