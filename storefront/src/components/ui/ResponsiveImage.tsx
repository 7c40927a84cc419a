import { useState, type ReactNode } from 'react';
import { imageArrival } from '../../lib/imageArrival';
import { preloadedSizes } from '../../lib/images';
import { ImageIcon } from './ContentIcons';
import { buildSrcSet } from '@farmsite/domain';

interface ResponsiveImageProps {
  /** The image, then what to try when it fails, in order. */
  sources: (string | null | undefined)[];
  alt: string;
  /** The layout width, for the browser's srcset choice. */
  sizes: string;
  /** Intrinsic ratio (the box is sized by CSS; these stop layout shift). */
  width: number;
  height: number;
  /** The page's largest image: loaded eagerly and first. */
  priority?: boolean;
  /** Above the fold but not the largest: loaded eagerly at normal priority. */
  eager?: boolean;
  className?: string;
  /** Shown when every source failed (or there is none). */
  placeholder?: ReactNode;
  /** The image has loaded (it may be told twice). */
  onLoad?: (img: HTMLImageElement) => void;
  /** Out of the accessibility tree (a slideshow's photo not showing). */
  screenReaderHidden?: boolean;
}

/**
 * An image with a srcset of the server's width variants (for /uploads/ images), set
 * dimensions, lazy loading below the fold, and a chain of fallbacks ending in a placeholder.
 */
export function ResponsiveImage({
  sources,
  alt,
  sizes,
  width,
  height,
  priority,
  eager,
  className = '',
  placeholder,
  onLoad,
  screenReaderHidden,
}: ResponsiveImageProps) {
  const candidates = sources.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
  const key = candidates.join('\n');
  const [failed, setFailed] = useState({ key, count: 0 });
  const failures = failed.key === key ? failed.count : 0;
  const src = candidates[failures];

  if (!src) {
    return <>{placeholder ?? <ImagePlaceholder label={alt} className={className} />}</>;
  }
  const srcSet = buildSrcSet(src);
  const fail = () => setFailed({ key, count: failures + 1 });
  return (
    <img
      key={src}
      ref={imageArrival({ onLoad, onError: fail })}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (priority && preloadedSizes(src)) || sizes : undefined}
      alt={alt}
      aria-hidden={screenReaderHidden || undefined}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
      onLoad={onLoad && ((e) => onLoad(e.currentTarget))}
      onError={fail}
    />
  );
}

/** A calm stand-in when a product has no usable photo. */
export function ImagePlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`flex items-center justify-center bg-cream-200 text-forest-700/60 ${className}`}
    >
      <ImageIcon width={40} height={40} strokeWidth={1.2} />
    </div>
  );
}
