import { useEffect, useState } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { backendConfig, publicObjectUrl } from '../backend/config.ts';
import { ButtonLink } from '../ui/button.tsx';

type HeroSection = Sections['hero'];

/**
 * Resolves the hero video's public address. `loading` is true until the lookup ends; any failure
 * leaves `src` null so the still image shows (spec §8: logged only, no message to the visitor).
 */
function useHeroVideo(video: HeroSection['video']) {
  const [state, setState] = useState<{ loading: boolean; src: string | null }>({ loading: Boolean(video), src: null });

  useEffect(() => {
    if (!video) return;
    let cancelled = false;
    (async () => {
      try {
        const url = publicObjectUrl(await backendConfig(), video.bucket, video.path);
        if (video.headCheck) {
          const response = await fetch(`${url}?t=${Date.now()}`, { method: 'HEAD' });
          if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
        }
        if (!cancelled) setState({ loading: false, src: url });
      } catch (error) {
        console.log('Hero video not available, showing the still image:', error);
        if (!cancelled) setState({ loading: false, src: null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [video]);

  return { ...state, fail: () => setState({ loading: false, src: null }) };
}

export function Hero({ section }: { section: HeroSection }) {
  const video = useHeroVideo(section.video);

  return (
    <section id={section.id} className="relative isolate flex min-h-[92svh] items-center justify-center overflow-hidden bg-inverse text-inverse-foreground" aria-label={section.title}>
      <img
        src={section.image.src}
        alt={section.image.alt}
        width={section.image.width}
        height={section.image.height}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
        style={section.image.position ? { objectPosition: section.image.position } : undefined}
      />
      {video.src && (
        <video
          className="absolute inset-0 -z-20 size-full object-cover"
          src={video.src}
          poster={section.image.src}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          onError={() => {
            console.log('Hero video could not play, showing the still image:', video.src);
            video.fail();
          }}
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/40 to-black/70" aria-hidden="true" />
      <div className="mx-auto max-w-4xl px-6 py-24 text-center">
        {section.eyebrow && <p className="mb-6 text-xs uppercase tracking-[0.35em] text-white/85">{section.eyebrow}</p>}
        <h1 className="font-display text-5xl leading-[1.05] font-light text-white sm:text-7xl lg:text-8xl">{section.title}</h1>
        {section.subtitle && <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{section.subtitle}</p>}
        {section.actions && (
          <div className="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {section.actions.map((action) =>
              action.href ? (
                <ButtonLink key={action.label} href={action.href} variant={action.variant ?? 'luxury'} size={action.size ?? 'lg'}>
                  {action.label}
                </ButtonLink>
              ) : null,
            )}
          </div>
        )}
      </div>
    </section>
  );
}
