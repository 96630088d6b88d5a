interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  align?: 'left' | 'center';
  className?: string;
}

/** Eyebrow, title and lead of a section, in the shop's display font. `id` names the section. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'left', className = '' }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <div className={`${centred ? 'mx-auto text-center' : ''} max-w-2xl ${className}`}>
      {eyebrow && <p className="mb-4 text-xs font-medium uppercase tracking-[0.35em] text-accent">{eyebrow}</p>}
      <h2 id={id} className="font-display text-4xl leading-tight font-light text-balance sm:text-5xl">
        {title}
      </h2>
      {intro && <p className="mt-5 text-base leading-relaxed text-muted-foreground sm:text-lg">{intro}</p>}
    </div>
  );
}
