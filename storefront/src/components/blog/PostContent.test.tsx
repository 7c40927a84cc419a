import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server.browser';
import cases from '../../../../backend/catalog/testdata/markdown_cases.json';
import { PostContent } from './PostContent';

// The router's Link, as it renders: an anchor. The e2e tests follow real links (blog-markdown.test.mjs).
vi.mock('react-router', () => ({ Link: ({ to, children }: { to: string; children: never }) => <a href={to}>{children}</a> }));

describe('PostContent renders the shared Markdown cases', () => {
  it.each(cases)('$about', ({ markdown, html }) => {
    expect(renderToString(<PostContent content={markdown} />)).toBe(html);
  });
});
