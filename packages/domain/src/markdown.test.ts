import { describe, expect, it } from 'vitest';
import cases from '../../../backend/catalog/testdata/markdown_cases.json';
import { markdownLinks, markdownText, parseMarkdown } from './markdown';

// The same cases backend/catalog's MarkdownText and MarkdownLinks pass (markdown_test.go);
// the storefront's PostContent renders their html.
describe('the shared Markdown cases', () => {
  it.each(cases)('$about', ({ markdown, text, links }) => {
    expect(markdownText(markdown)).toBe(text);
    expect(markdownLinks(markdown)).toEqual(links);
  });
});

describe('parseMarkdown', () => {
  it('reads a post of the largest size the schema allows, built to defeat a naive parser, at once', () => {
    // Each of these makes a parser that looks ahead from every mark or bracket quadratic.
    for (const unit of ['[a](x', '**a ', '_a ', '[', '*', '[a]', '(', '\\']) {
      const content = unit.repeat(Math.ceil(200_000 / unit.length));
      expect(markdownText(content).length).toBeGreaterThan(0);
    }
  });
  it('keeps a list item, heading and paragraph apart with their kinds', () => {
    expect(parseMarkdown('## Hi\ntext\n- item').map((b) => b.type)).toEqual(['heading', 'paragraph', 'list']);
  });
});
