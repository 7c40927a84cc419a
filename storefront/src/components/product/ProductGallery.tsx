import { useEffect } from 'react';
import { wrapIndex } from '../../lib/swipe';
import { useHydrated } from '../../hooks/useHydrated';
import { useSwipe } from '../../hooks/useSwipe';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { ChevronRightIcon } from '../ui/Icons';
import { ChevronLeftIcon } from '../ui/ContentIcons';
import { buildSrcSet } from '@farmsite/domain';

/** Spec section 9: the detail gallery's swipe needs more than 60 px, and more sideways than vertical. */
export const GALLERY_SWIPE_THRESHOLD = 60;

/** The main photo's sizes: exactly the server's preload for product pages (backend/seo), so the
 * browser picks the preloaded candidate. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

interface ProductGalleryProps {
  name: string;
  images: string[];
  /** Each photo's alt text (staff's, else the product's name). */
  altOf: (src: string) => string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Photos to fetch ahead (every variant's), once the main photo is in. */
  preload?: string[];
}

export function ProductGallery({ name, images, altOf, index, onIndexChange, preload = [] }: ProductGalleryProps) {
  const count = images.length;
  const current = wrapIndex(index, count);
  const go = (by: number) => onIndexChange(wrapIndex(current + by, count));
  const alt = images[current] ? altOf(images[current]) : name;
  const swipe = useSwipe(GALLERY_SWIPE_THRESHOLD, (d) => go(d === 'next' ? 1 : -1));
  const hydrated = useHydrated();

  // Spec section 4: all variant images are preloaded (after the page's own photo, at the
  // width the gallery will ask for).
  const preloadKey = preload.join('\n');
  useEffect(() => {
    if (!preloadKey) return;
    let cancelled = false;
    const preloadAll = () => {
      if (cancelled) return;
      for (const src of preloadKey.split('\n')) {
        const img = new Image();
        img.sizes = GALLERY_IMAGE_SIZES;
        const srcset = buildSrcSet(src);
        if (srcset) img.srcset = srcset;
        img.src = src;
      }
    };
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(preloadAll, { timeout: 4000 });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [preloadKey]);

  return (
    <div className="space-y-3" aria-roledescription="carousel" aria-label={`Photos of ${name}`} role="region">
      <div className="group relative aspect-square overflow-hidden rounded-3xl bg-cream-200">
        <div
          className="h-full w-full touch-pan-y"
          {...swipe.handlers}
          onClick={() => {
            if (!swipe.wasSwipe() && count > 1) go(1);
          }}
          data-testid="gallery-main"
        >
          <ResponsiveImage
            sources={[images[current]]}
            alt={count > 1 ? `${alt}, photo ${current + 1} of ${count}` : alt}
            sizes={GALLERY_IMAGE_SIZES}
            width={1000}
            height={1000}
            priority={current === 0}
            className="h-full w-full object-cover"
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-3 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50/90 text-forest-900 shadow hover:bg-cream-50"
              aria-label="Previous photo"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute top-1/2 right-3 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream-50/90 text-forest-900 shadow hover:bg-cream-50"
              aria-label="Next photo"
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-forest-950/70 px-2.5 py-1 text-xs font-medium text-cream-50"
              aria-live="polite"
            >
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Choose a photo">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                className={`block h-15 w-15 overflow-hidden rounded-xl border-2 bg-cream-200 transition ${
                  i === current ? 'border-forest-700' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
                data-testid="gallery-thumb"
              >
                {/* Fetched once the page is hydrated (the buttons work from then on): on a slow
                    line they would otherwise share the bandwidth with the large photo above. */}
                {hydrated && (
                  <ResponsiveImage sources={[src]} alt="" sizes="60px" width={60} height={60} className="h-full w-full object-cover" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
