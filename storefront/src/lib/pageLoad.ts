/**
 * The spec's page-load helper, kept to what it is for and without its outside requests:
 * the original preloaded font stylesheets from a public font provider; ours are
 * self-hosted (index.css, from the @fontsource-variable packages), so nothing here fetches
 * from another origin. It lazy-loads any `img[data-src]`, logs the page load time with
 * console.info, and then runs `whenIdle` (live updates) once the browser is idle.
 */
export function startPageLoadHelper(whenIdle: () => void): void {
  const onLoad = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const ms = nav ? nav.loadEventStart - nav.startTime : performance.now();
    console.info(`Page loaded in ${Math.round(ms)} ms`);
    lazyLoadDataSrcImages(document);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => whenIdle(), { timeout: 3000 });
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

/** Swaps data-src into src as each image nears the viewport (content that opts in with data-src). */
export function lazyLoadDataSrcImages(root: ParentNode): void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-src]')];
  if (images.length === 0) return;
  const load = (img: HTMLImageElement) => {
    img.src = img.dataset.src!;
    img.removeAttribute('data-src');
  };
  if (!('IntersectionObserver' in window)) {
    images.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        load(entry.target as HTMLImageElement);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '200px' },
  );
  images.forEach((img) => observer.observe(img));
}
