import { useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import type { alignments } from '../../schemas/common.ts';
import type { tones } from '../../schemas/heading.ts';

export type Tone = (typeof tones)[number];
export type Alignment = (typeof alignments)[number];

const toneClass = {
  default: 'bg-background text-foreground',
  muted: 'bg-muted text-foreground',
  inverse: 'bg-inverse text-inverse-foreground',
} satisfies Record<Tone, string>;

const widths = { wide: 'max-w-7xl', normal: 'max-w-6xl', narrow: 'max-w-3xl' } as const;

type SectionAttributes = Omit<ComponentPropsWithoutRef<'section'>, 'id' | 'className' | 'children'>;

type ShellProps = SectionAttributes & {
  id?: string | undefined;
  tone: Tone;
  width?: keyof typeof widths;
  labelledBy?: string | undefined;
  className?: string;
  children: ReactNode;
};

/**
 * The band every banded section sits in: its colour, its vertical rhythm and its container width.
 * `data-tone` lets nested text pick readable colours on dark bands (see `.tone-*` in index.css).
 * Other attributes go to the `<section>`: a carousel adds its role description and arrow keys.
 */
export function SectionShell({
  id,
  tone,
  width = 'wide',
  labelledBy,
  className = '',
  children,
  ...attributes
}: ShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={`${toneClass[tone]} scroll-mt-4 py-20 sm:py-28 ${className}`}
      {...attributes}
    >
      <div className={`mx-auto ${widths[width]} px-5 sm:px-8`}>{children}</div>
    </section>
  );
}

/** Eyebrow, title and intro. The title is an h2; cards below use h3. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className = '',
}: {
  id: string;
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  align?: Alignment;
  className?: string;
}) {
  const centered = align === 'center';
  return (
    <header className={`${centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'} mb-14 sm:mb-16 ${className}`}>
      {eyebrow && <p className="eyebrow mb-4 text-xs font-semibold uppercase tracking-[0.3em]">{eyebrow}</p>}
      <h2 id={id} className="font-display text-4xl leading-tight font-light sm:text-5xl">
        {title}
      </h2>
      <span aria-hidden="true" className={`ornament mt-6 block h-px w-16 ${centered ? 'mx-auto' : ''}`} />
      {intro && <p className="soft-text mt-6 text-base leading-relaxed sm:text-lg">{intro}</p>}
    </header>
  );
}

/** What a banded section's document gives its band and heading. */
interface BandedSectionData {
  id?: string | undefined;
  tone: Tone;
  eyebrow?: string | undefined;
  title?: string | undefined;
  intro?: string | undefined;
}

/**
 * A band with its heading, named by the heading's title (a band without a title stays unnamed).
 * Other props go to `SectionShell`.
 */
export function HeadedSection({
  section,
  children,
  ...shell
}: Omit<ShellProps, 'id' | 'tone' | 'labelledBy'> & { section: BandedSectionData }) {
  const headingId = useId();
  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={section.title ? headingId : undefined} {...shell}>
      {section.title && (
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      )}
      {children}
    </SectionShell>
  );
}

/** Staggered entrance for the n-th card of a grid (150 ms steps; CSS turns it off for reduced motion). */
export function staggerStyle(index: number): CSSProperties {
  return { '--stagger-index': index } as CSSProperties;
}

/** Columns for a grid of 1 to 6 cards: one on phones, then as many as read comfortably. */
export function gridColumns(count: number): string {
  if (count === 4) return 'sm:grid-cols-2 lg:grid-cols-4';
  if (count === 3 || count > 4) return 'sm:grid-cols-2 lg:grid-cols-3';
  if (count === 2) return 'sm:grid-cols-2';
  return 'mx-auto max-w-md';
}
