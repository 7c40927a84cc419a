/**
 * A ref for an <img> with an onError: in a page the server rendered, the browser loads the
 * images before React is there to hear them fail (and while it hydrates, an error may
 * reach nobody), so once React attaches, an image that has already failed reports it,
 * and a later failure reaches onError directly too. onError must be idempotent for the
 * image it was made for: it may hear one failure twice.
 */
export function brokenOnArrival(onError: () => void) {
  return (img: HTMLImageElement | null) => {
    if (!img) return;
    if (img.getAttribute('src') && img.complete && img.naturalWidth === 0) {
      onError();
      return;
    }
    img.addEventListener('error', onError);
    return () => img.removeEventListener('error', onError);
  };
}
