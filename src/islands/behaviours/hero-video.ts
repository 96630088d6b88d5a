import { backendUrl, publicObjectAddress } from './backend-url.ts';
import { onMotionSettingChange, prefersReducedMotion, stopNothing } from './motion.ts';

/** What the hero's markup says of its video (`data-video-*` on the hero's `<section>`). */
interface HeroVideo {
  bucket: string;
  path: string;
  headCheck: boolean;
  poster: string;
  position: string;
}

function videoOf(hero: HTMLElement): HeroVideo | null {
  const { videoBucket, videoPath, videoHeadCheck, videoPoster, videoPosition } = hero.dataset;
  if (!videoBucket || !videoPath) return null;
  return {
    bucket: videoBucket,
    path: videoPath,
    headCheck: videoHeadCheck === 'true',
    poster: videoPoster ?? '',
    position: videoPosition ?? '',
  };
}

/** The WebM twin of an MP4 in the same bucket (`goldsmith.mp4` → `goldsmith.webm`), if it is one. */
function webmSibling(src: string): string | undefined {
  const url = src.split('?')[0] ?? src;
  return url.endsWith('.mp4') ? `${url.slice(0, -'.mp4'.length)}.webm` : undefined;
}

function source(src: string, type: string): HTMLSourceElement {
  const element = document.createElement('source');
  element.src = src;
  element.type = type;
  return element;
}

/**
 * The video over the still: the poster is the still, the browser takes the first source it can
 * play (WebM is smaller), and only when the last one fails does the still stay on its own. Under
 * reduced motion it neither plays nor loads.
 */
function videoElement(src: string, video: HeroVideo, still: boolean, fail: () => void): HTMLVideoElement {
  const element = document.createElement('video');
  element.className = 'absolute inset-0 size-full object-cover';
  if (video.position) element.style.objectPosition = video.position;
  element.poster = video.poster;
  element.autoplay = !still;
  element.preload = still ? 'none' : 'auto';
  element.muted = true;
  element.loop = true;
  element.playsInline = true;
  element.setAttribute('aria-hidden', 'true');
  const webm = webmSibling(src);
  if (webm) element.append(source(webm, 'video/webm'));
  const last = source(src, src.endsWith('.webm') ? 'video/webm' : 'video/mp4');
  last.addEventListener('error', fail);
  element.append(last);
  return element;
}

/**
 * Spec §8, the hero's video: its public address is looked up and, with `headCheck`, a cache-busted
 * HEAD request must answer ok before it is used; any failure leaves the still image (logged only,
 * no message to the visitor). The hero's `data-video-state` says where it stands: `loading`,
 * `video` or `image`. Returns the function that stops (and takes the video away).
 */
export function startHeroVideo(hero: HTMLElement): () => void {
  const video = videoOf(hero);
  const layer = hero.querySelector<HTMLElement>('[data-hero-background]');
  if (!video || !layer) return stopNothing;
  const stale = new AbortController();
  let element: HTMLVideoElement | null = null;
  let src: string | null = null;

  const showImage = () => {
    element?.remove();
    element = null;
    src = null;
    hero.dataset.videoState = 'image';
  };
  const show = () => {
    if (src === null) return;
    element?.remove();
    const failed = src;
    element = videoElement(src, video, prefersReducedMotion(), () => {
      console.log('Hero video could not play, showing the still image:', failed);
      showImage();
    });
    layer.append(element);
    hero.dataset.videoState = 'video';
  };

  hero.dataset.videoState = 'loading';
  void (async () => {
    try {
      const url = publicObjectAddress(await backendUrl(), video.bucket, video.path);
      if (video.headCheck) {
        const response = await fetch(`${url}?t=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
        if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
      }
      if (stale.signal.aborted) return;
      src = url;
      show();
    } catch (error) {
      console.log('Hero video not available, showing the still image:', error);
      if (!stale.signal.aborted) showImage();
    }
  })();
  // A new element when the setting changes, so the video starts (or stops) at once.
  const stopListening = onMotionSettingChange(show);
  return () => {
    stale.abort();
    stopListening();
    element?.remove();
  };
}
