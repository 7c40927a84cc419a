/**
 * The storefront's first script (index.html): the stylesheet, then the app (main.tsx,
 * its own entry chunk), asked for at once. A page the server rendered is whole before
 * any script runs, so its content shows while the app loads; links work meanwhile, the
 * page's buttons once the app has taken the page over (<html data-hydrated>).
 */
import './index.css';

void import('./main');
