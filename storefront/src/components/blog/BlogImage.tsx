import { fallbackBlogImage } from '../../lib/images';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { ImageIcon } from '../ui/ContentIcons';
import { imageAlt, rawFileSharingUrl } from '@farmsite/domain';

/** The text shown when neither a post's picture nor its stock picture loads. */
export function ImageNotAvailable({ className = '' }: { className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 bg-cream-200 text-sm text-muted ${className}`}
      data-testid="image-not-available"
    >
      <ImageIcon width={32} height={32} strokeWidth={1.3} aria-hidden="true" />
      <span>Image not available</span>
    </div>
  );
}

/**
 * A blog card's picture: the post's own (file-sharing links made raw), then the stock
 * picture chosen from its id, then 'Image not available'. Its alt text is the one staff
 * wrote; without one it is decorative, the post's title being beside it.
 */
export function BlogCardImage({
  post,
  sizes,
  priority,
  className = '',
}: {
  post: { id: string; image: string | null; imageAlts?: Record<string, string>; title: string };
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      sources={[post.image ? rawFileSharingUrl(post.image) : null, fallbackBlogImage(post.id)]}
      alt={post.image ? imageAlt(post.imageAlts, post.image, '') : ''}
      sizes={sizes}
      width={1600}
      height={900}
      priority={priority}
      className={className}
      placeholder={<ImageNotAvailable className={className} />}
    />
  );
}
