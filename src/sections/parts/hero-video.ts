import { useEffect, useState } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';

type HeroVideo = Sections['hero']['video'];

/**
 * Resolves the hero video's public address. `loading` is true until the lookup ends; any failure
 * leaves `src` null so the still image shows (spec §8: logged only, no message to the visitor).
 * With `headCheck`, a cache-busted HEAD request must answer ok before the video is used.
 */
export function useHeroVideo(video: HeroVideo) {
  const [state, setState] = useState<{ loading: boolean; src: string | null }>({ loading: Boolean(video), src: null });

  useEffect(() => {
    if (!video) return;
    // Set when the hero goes away or its video changes: a late answer must not overwrite a newer one.
    const stale = new AbortController();
    const lookup = async () => {
      try {
        // The backend's address is read only for a video, so pages without one do not load its code.
        const { backendConfig, publicObjectUrl } = await import('../../backend/config.ts');
        const url = publicObjectUrl(await backendConfig(), video.bucket, video.path);
        if (video.headCheck) {
          const response = await fetch(`${url}?t=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
          if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
        }
        if (!stale.signal.aborted) setState({ loading: false, src: url });
      } catch (error) {
        console.log('Hero video not available, showing the still image:', error);
        if (!stale.signal.aborted) setState({ loading: false, src: null });
      }
    };
    void lookup();
    return () => stale.abort();
  }, [video]);

  return { ...state, fail: () => setState({ loading: false, src: null }) };
}
