import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { heroHeights } from './schema.ts';
import type { Sections } from '../../../schemas/sections/index.ts';
import { startHeroVideo } from '../../islands/behaviours/hero-video.ts';
import { watchParallax } from '../../islands/behaviours/parallax.ts';
import { Island } from '../../islands/Island.tsx';
import { SCROLL_CUE_ATTRIBUTE } from '../../islands/markers.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { Picture } from '../../ui/picture.tsx';
import { ActionRow } from '../parts/action-button.tsx';
import { EditableLine } from '../parts/editable-line.tsx';
import { scrollToNextSection } from '../parts/scroll-to-next.ts';

type HeroSection = Sections['hero'];

const heights = {
  full: 'min-h-svh',
  tall: 'min-h-[88svh]',
  compact: 'min-h-[60svh]',
} satisfies Record<(typeof heroHeights)[number], string>;

const heroClass = 'hero relative isolate flex items-center overflow-hidden bg-inverse text-white';

// The shop's mark sits low in the far corner, clear of the headline; phones have no room for it.
const watermarkClass = [
  'pointer-events-none absolute right-[4%] bottom-[6%] -z-10 hidden w-[min(18vw,13rem)] sm:block',
  'opacity-[0.2] mix-blend-screen',
].join(' ');

const editableLineClass =
  'hero-rise mb-6 font-display text-xl tracking-[0.2em] text-white sm:text-4xl sm:tracking-[0.25em]';

const scrollCueClass = [
  'group absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-site px-3 py-2',
  'text-xs uppercase tracking-[0.3em] text-white/90 transition-colors hover:text-white',
].join(' ');

/**
 * The page's opening picture, title and actions. It never hydrates: its behaviours (the video over
 * the still, parallax, "Scopri di più") are plain scripts (`src/islands/behaviours/`), which the
 * islands' loader attaches on a brochure page and the effects below in an app; only its editable
 * line is an island.
 */
/** The editable line, an island: its editing code loads on the visitor's first reach for it. */
function EditableHeroLine(props: { storageKey: string; fallback: string; className: string }) {
  return (
    <Island name="editable-line" props={props} trigger="interaction">
      <EditableLine {...props} />
    </Island>
  );
}

/**
 * "Scopri di più" in an app; on a brochure page the islands' loader hears the click (the hero is
 * not hydrated there, so this handler is never attached).
 */
function scrollOnInApp(event: React.MouseEvent<HTMLButtonElement>) {
  const from = event.currentTarget.closest('section');
  if (from) scrollToNextSection(from);
}

export function Hero({ section }: { section: HeroSection }) {
  const site = useSite();
  const root = useRef<HTMLElement>(null);
  const background = useRef<HTMLDivElement>(null);
  const { video, parallax } = section;

  useEffect(() => (root.current && video ? startHeroVideo(root.current) : undefined), [video]);
  useEffect(() => (background.current && parallax ? watchParallax(background.current) : undefined), [parallax]);

  const centered = section.align === 'center';
  const titleSize =
    section.height === 'compact' ? 'text-[2.5rem] sm:text-6xl lg:text-7xl' : 'text-[2.75rem] sm:text-7xl lg:text-8xl';

  return (
    <section
      ref={root}
      id={section.id}
      aria-label={section.title}
      // The video's lookup (`startHeroVideo`) reads these and keeps `data-video-state` up to date.
      data-video-state={video ? 'loading' : undefined}
      data-video-bucket={video?.bucket}
      data-video-path={video?.path}
      data-video-head-check={video ? String(video.headCheck) : undefined}
      data-video-poster={video ? section.image.src : undefined}
      data-video-position={video ? section.image.position : undefined}
      suppressHydrationWarning
      className={`${heroClass} ${heights[section.height]}`}
    >
      <div
        ref={background}
        className="absolute inset-0 -z-20 will-change-transform"
        data-hero-background
        data-parallax={parallax ? '' : undefined}
      >
        <Picture image={section.image} priority className="size-full object-cover" />
      </div>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/60 via-black/45 to-black/75"
        aria-hidden="true"
      />
      {section.watermark && (
        <img
          src={section.watermark.src}
          alt=""
          width={section.watermark.width}
          height={section.watermark.height}
          aria-hidden="true"
          className={watermarkClass}
        />
      )}

      <div className="mx-auto w-full max-w-7xl px-5 py-28 sm:px-8">
        <div className={centered ? 'mx-auto max-w-5xl text-center' : 'max-w-3xl text-left'}>
          {section.eyebrow && (
            <p className="hero-rise mb-6 text-xs font-medium uppercase tracking-[0.4em] text-white/90 sm:text-sm">
              {section.eyebrow}
            </p>
          )}
          {section.editableLine && (
            <EditableHeroLine
              storageKey={section.editableLine.storageKey}
              fallback={section.editableLine.default ?? site.shop.name.toLocaleUpperCase('it-IT')}
              className={`${editableLineClass} ${centered ? '' : '!justify-start'}`}
            />
          )}
          <h1
            className={`hero-rise font-display leading-[1.05] font-light text-balance text-white ${titleSize}`}
            style={{ animationDelay: '150ms' }}
          >
            {section.title}
          </h1>
          <span
            aria-hidden="true"
            className={`hero-rise mt-8 block h-px w-20 bg-white/60 ${centered ? 'mx-auto' : ''}`}
            style={{ animationDelay: '300ms' }}
          />
          {section.subtitle && (
            <p
              className={`hero-rise mt-8 max-w-2xl text-base leading-relaxed text-pretty text-white/90 sm:text-xl ${
                centered ? 'mx-auto' : ''
              }`}
              style={{ animationDelay: '300ms' }}
            >
              {section.subtitle}
            </p>
          )}
          {section.actions && section.actions.length > 0 && (
            <div
              className={`hero-rise mt-12 flex flex-col gap-4 sm:flex-row ${
                centered ? 'items-center justify-center' : 'items-start'
              }`}
              style={{ animationDelay: '450ms' }}
            >
              <ActionRow actions={section.actions} />
            </div>
          )}
        </div>
      </div>

      {section.scrollCue && (
        <button type="button" {...{ [SCROLL_CUE_ATTRIBUTE]: '' }} onClick={scrollOnInApp} className={scrollCueClass}>
          {section.scrollCue}
          <ChevronDown className="scroll-cue-arrow size-5" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}

export default Hero;
