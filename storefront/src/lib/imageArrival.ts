/**
 * A ref for an <img> whose load or failure the page acts on. In a page the server
 * rendered, the browser loads the images before React is there to hear them (and while
 * it hydrates, an event may reach nobody), so once React attaches, an image that has
 * already loaded or failed says so, and later events reach the handlers directly too.
 * The handlers must be idempotent for the image they were made for: they may hear one
 * event twice (here and through React's onLoad/onError).
 */
export function imageArrival({ onLoad, onError }: { onLoad?: (img: HTMLImageElement) => void; onError?: () => void }) {
  return (img: HTMLImageElement | null) => {
    if (!img) return;
    if (img.getAttribute('src') && img.complete) {
      if (img.naturalWidth === 0) onError?.();
      else onLoad?.(img);
      return;
    }
    const loaded = () => onLoad?.(img);
    const failed = () => onError?.();
    img.addEventListener('load', loaded);
    img.addEventListener('error', failed);
    return () => {
      img.removeEventListener('load', loaded);
      img.removeEventListener('error', failed);
    };
  };
}
