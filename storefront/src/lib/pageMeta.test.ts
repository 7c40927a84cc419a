// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageMeta } from '@farmsite/domain';
import { applyPageMeta, fallbackTitle } from './pageMeta';

const productMeta: PageMeta = {
  status: 200,
  title: 'Headhunter | Hudson Valley Sun Farm',
  description: 'Our flagship cultivar.',
  canonical: 'https://farm.example/products/headhunter',
  image: 'https://farm.example/uploads/hh.jpg',
  imageAlt: 'Headhunter',
  type: 'product',
  robots: 'index, follow',
  siteName: 'Hudson Valley Sun Farm',
  locale: 'en_US',
  preloadImage: '/uploads/hh.jpg?w=960',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Headhunter </script>' }],
};

const head = () => document.head;
const meta = (sel: string) => head().querySelectorAll(sel);

beforeEach(() => {
  document.head.innerHTML = `
    <meta charset="UTF-8"><meta name="viewport" content="width=device-width">
    <title data-page-meta>Home | Farm</title>
    <meta name="description" content="Home page" data-page-meta>
    <link rel="canonical" href="https://farm.example/" data-page-meta>
    <meta property="og:title" content="Home" data-page-meta>
    <script type="application/ld+json" data-page-meta>{"@type":"Organization"}</script>
    <link rel="preload" as="image" href="/uploads/hero.jpg" data-page-meta>
    <link rel="stylesheet" href="/assets/index.css">`;
});

describe('applyPageMeta', () => {
  it("replaces the server's elements with the page's, without duplicates", () => {
    applyPageMeta(productMeta);
    applyPageMeta(productMeta);
    expect(document.title).toBe('Headhunter | Hudson Valley Sun Farm');
    expect(meta('title')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')[0].getAttribute('content')).toBe('Our flagship cultivar.');
    expect(meta('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('link[rel="canonical"]')[0].getAttribute('href')).toBe('https://farm.example/products/headhunter');
    expect(meta('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('meta[property="og:image"]')[0].getAttribute('content')).toBe('https://farm.example/uploads/hh.jpg');
    expect(meta('meta[property="og:type"]')[0].getAttribute('content')).toBe('product');
    expect(meta('meta[name="twitter:card"]')[0].getAttribute('content')).toBe('summary_large_image');
    expect(meta('meta[property="og:site_name"]')[0].getAttribute('content')).toBe('Hudson Valley Sun Farm');
    expect(meta('meta[property="og:locale"]')[0].getAttribute('content')).toBe('en_US');
    expect(meta('meta[name="twitter:image:alt"]')[0].getAttribute('content')).toBe('Headhunter');
    // Open Graph first, as the server sends it (some scrapers read only the start).
    const owned = [...head().querySelectorAll('[data-page-meta]')].map(
      (el) => el.getAttribute('property') ?? el.getAttribute('name') ?? el.tagName,
    );
    expect(owned.slice(0, 2)).toEqual(['TITLE', 'og:title']);
    expect(meta('link[rel="preload"]')).toHaveLength(0);
    const scripts = meta('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(productMeta.jsonLd[0]);
  });

  it('keeps elements it does not own', () => {
    applyPageMeta(productMeta);
    expect(meta('link[rel="stylesheet"]')).toHaveLength(1);
    expect(meta('meta[name="viewport"]')).toHaveLength(1);
  });

  it('leaves out image tags when there is no image', () => {
    applyPageMeta({ ...productMeta, image: '', jsonLd: [] });
    expect(meta('meta[property="og:image"]')).toHaveLength(0);
    expect(meta('meta[name="twitter:image:alt"]')).toHaveLength(0);
    expect(meta('meta[name="twitter:card"]')[0].getAttribute('content')).toBe('summary');
    expect(meta('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('creates the title when the page has none', () => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width">';
    applyPageMeta(productMeta);
    expect(document.head.firstElementChild?.nextElementSibling?.tagName).toBe('TITLE');
    expect(document.title).toBe(productMeta.title);
  });
});

describe('fallbackTitle', () => {
  it('names the page and the brand', () => {
    expect(fallbackTitle('Products', 'Farm')).toBe('Products | Farm');
    expect(fallbackTitle(null, 'Farm')).toBe('Farm');
  });
});
