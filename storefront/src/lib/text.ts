import { markdownText } from '@farmsite/domain';

/**
 * The opening of a post that an excerpt is cut from: its first blocks, up to about 2,000
 * characters (a card shows 160 or so of them), so a long post is not parsed whole for a card.
 */
function opening(content: string): string {
  if (content.length <= 2000) return content;
  const blank = content.lastIndexOf('\n\n', 2000);
  return content.slice(0, blank > 0 ? blank : 2000);
}

/** Plain text of a post's opening, its Markdown's syntax left out, cut at a word, for a card. */
export function excerpt(content: string, length = 160): string {
  const text = markdownText(opening(content)).replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Drop a word the cut went through; keep one it ended on.
  return `${text[length] === ' ' ? cut : cut.replace(/\s+\S*$/, '')}…`;
}
