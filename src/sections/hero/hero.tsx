import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import type { heroHeights } from './schema.ts';
import type { Sections } from '../../../schemas/sections/index.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { Picture } from '../../ui/picture.tsx';
import { ActionRow } from '../parts/action-button.tsx';
import { EditableLine } from '../parts/editable-line.tsx';
import { useHeroVideo } from '../parts/hero-video.ts';
import { useParallax } from '../parts/parallax.ts';
import { usePrefersReducedMotion } from '../parts/reduced-motion.ts';
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

/** The WebM twin of an MP4 in the same bucket (`goldsmith.mp4` → `goldsmith.webm`), if it is one. */
function webmSibling(src: string): string | undefined {
  const url = src.split('?')[0] ?? src;
  return url.endsWith('.mp4') ? `${url.slice(0, -'.mp4'.length)}.webm` : undefined;
}

const editableLineClass =
  'hero-rise mb-6 font-display text-xl tracking-[0.2em] text-white sm:text-4xl sm:tracking-[0.25em]';

const scrollCueClass = [
  'group absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-site px-3 py-2',
  'text-xs uppercase tracking-[0.3em] text-white/90 transition-colors hover:text-white',
].join(' ');

export function Hero({ section }: { section: HeroSection }) {
  const site = useSite();
  const video = useHeroVideo(section.video);
  // A visitor who asked for less motion sees the still (the video's poster): nothing loops or loads.
  const still = usePrefersReducedMotion();
  const root = useRef<HTMLElement>(null);
  const background = useParallax<HTMLDivElement>(section.parallax);

  const centered = section.align === 'center';
  const titleSize =
    section.height === 'compact' ? 'text-[2.5rem] sm:text-6xl lg:text-7xl' : 'text-[2.75rem] sm:text-7xl lg:text-8xl';
  const videoState = video.loading ? 'loading' : video.src ? 'video' : 'image';

  return (
    <section
      ref={root}
      id={section.id}
      aria-label={section.title}
      data-video-state={section.video ? videoState : undefined}
      className={`${heroClass} ${heights[section.height]}`}
    >
      <div ref={background} className="absolute inset-0 -z-20 will-change-transform" data-hero-background>
        <Picture image={section.image} priority className="size-full object-cover" />
        {video.src && (
          // The still is the poster; the browser takes the first source it can play (WebM is smaller),
          // and only when the last one fails too does the still stay on its own.
          <video
            // a new element when the setting changes, so the video starts (or stops) at once
            key={still ? 'still' : 'moving'}
            className="absolute inset-0 size-full object-cover"
            style={section.image.position ? { objectPosition: section.image.position } : undefined}
            poster={section.image.src}
            autoPlay={!still}
            preload={still ? 'none' : 'auto'}
            muted
            loop
            playsInline
            aria-hidden="true"
          >
            {webmSibling(video.src) && <source src={webmSibling(video.src)} type="video/webm" />}
            <source
              src={video.src}
              type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'}
              onError={() => {
                console.log('Hero video could not play, showing the still image:', video.src);
                video.fail();
              }}
            />
          </video>
        )}
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
            <EditableLine
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
        <button
          type="button"
          onClick={() => root.current && scrollToNextSection(root.current)}
          className={scrollCueClass}
        >
          {section.scrollCue}
          <ChevronDown className="scroll-cue-arrow size-5" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}

export default Hero;
