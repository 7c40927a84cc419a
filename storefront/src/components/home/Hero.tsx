import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { heroVideosQuery } from '../../api/queries';
import { imageAlt, type HeroVideo } from '@farmsite/domain';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useSite } from '../../hooks/useSite';
import { LogoMark } from '../layout/Logo';
import { PauseIcon, PlayIcon } from '../ui/ContentIcons';
import { ResponsiveImage } from '../ui/ResponsiveImage';

/** Spec section 9: 10 photos, a new one every 4000 ms. */
export const HERO_INTERVAL_MS = 4000;
export const HERO_PHOTO_COUNT = 10;
/**
 * The photo's sizes when the server has not preloaded it (it has on a first visit, and then
 * its imagesizes win: see preloadedSizes). On phones the photo sits under a dark overlay,
 * so a slightly smaller file (640w rather than 768w on a 412 px phone at 1.75x) looks the same.
 */
export const HERO_IMAGE_SIZES = '(max-width: 767px) 88vw, 100vw';

/** Resolves once the page has loaded and a moment has passed, so extras never slow the first paint. */
function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const start = () => (timer = setTimeout(() => setReady(true), delayMs));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', start);
    };
  }, [delayMs]);
  return ready;
}

export function Hero() {
  const { heroImages, heroImageAlts } = useSite();
  const photos = useMemo(() => heroImages.slice(0, HERO_PHOTO_COUNT), [heroImages]);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mounted, setMounted] = useState(1);
  const [posterUrl, setPosterUrl] = useState<string>();
  const pageSettled = useAfterLoad(1500);
  const { data: videos = [] } = useQuery(heroVideosQuery);
  const [failedVideos, setFailedVideos] = useState<string[]>([]);

  const playable = useMemo(() => {
    if (typeof document === 'undefined') return [];
    const probe = document.createElement('video');
    return [...videos]
      .sort((a, b) => a.position - b.position)
      .filter((v) => probe.canPlayType(v.videoType) !== '' && !failedVideos.includes(v.id));
  }, [videos, failedVideos]);
  const showVideo = !reducedMotion && !paused && pageSettled && playable.length > 0;
  const slideshow = !reducedMotion && !paused && !showVideo && photos.length > 1;

  // The next photo is fetched one step ahead, never before the page has loaded, and not
  // at all for a still hero.
  const wanted = pageSettled && !reducedMotion && !paused ? Math.min(photos.length, current + 2) : 0;
  if (wanted > mounted) setMounted(wanted);

  useEffect(() => {
    if (!slideshow) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setCurrent((i) => (i + 1) % photos.length);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [slideshow, photos.length]);

  const shownPhoto = reducedMotion ? 0 : current;
  const canPause = !reducedMotion && (photos.length > 1 || playable.length > 0);

  return (
    <section
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-forest-950"
      aria-labelledby="hero-heading"
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-photos">
        {photos.slice(0, mounted).map((src, i) => (
          <ResponsiveImage
            key={src}
            sources={[src]}
            // Each photo is described by the text staff wrote for it (none: decorative);
            // only the one showing is in the accessibility tree, not the nine behind it.
            alt={imageAlt(heroImageAlts, src, '')}
            screenReaderHidden={i !== shownPhoto}
            sizes={HERO_IMAGE_SIZES}
            width={1920}
            height={1080}
            priority={i === 0}
            eager
            onLoad={i === 0 ? (img) => setPosterUrl(img.currentSrc) : undefined}
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-[1500ms] motion-reduce:transition-none ${
              i === shownPhoto ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ))}
        {showVideo && <HeroVideos videos={playable} poster={posterUrl} onFailed={(id) => setFailedVideos((f) => [...f, id])} />}
        <div className="absolute inset-0 bg-gradient-to-b from-forest-950/55 via-forest-950/45 to-forest-950/75" />
      </div>

      <div className="container-page py-20 text-center text-cream-50">
        <LogoMark className="mx-auto h-20 w-20 drop-shadow-lg motion-safe:animate-float sm:h-24 sm:w-24" />
        <h1 id="hero-heading" className="mx-auto mt-6 max-w-4xl text-4xl leading-tight font-semibold text-cream-50 sm:text-6xl">
          Grown under the Hudson Valley sun
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-cream-100 sm:text-xl">
          Small-batch, sun-grown cannabis from our family farm, cured slowly and supplied to licensed dispensaries across New York.
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/products" className="btn-accent px-7 text-base">
            Explore our products
          </Link>
          <Link to="/locations" className="btn-ghost-light px-7 text-base">
            Find a dispensary
          </Link>
        </div>
      </div>

      {canPause && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="absolute right-4 bottom-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-forest-950/70 text-cream-50 hover:bg-forest-950/90"
          aria-label={paused ? 'Play background slideshow' : 'Pause background slideshow'}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </section>
  );
}

/** Staff's hero videos, in position order, muted and inline; hidden until one actually plays. */
function HeroVideos({ videos, poster, onFailed }: { videos: HeroVideo[]; poster?: string; onFailed: (id: string) => void }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const video = videos[index % videos.length];
  return (
    <video
      key={video.id}
      // React sets muted as a property only; some browsers autoplay only with the attribute.
      ref={(el) => el?.setAttribute('muted', '')}
      src={video.videoPath}
      poster={poster}
      muted
      playsInline
      autoPlay
      loop={videos.length === 1}
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onEnded={() => setIndex((i) => (i + 1) % videos.length)}
      onError={() => {
        setPlaying(false);
        onFailed(video.id);
      }}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
      data-testid="hero-video"
    />
  );
}
