/** A post's content split into paragraphs on blank lines. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Plain text of a post's opening, cut at a word, for a card. */
export function excerpt(content: string, length = 160): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Drop a word the cut went through; keep one it ended on.
  return `${text[length] === ' ' ? cut : cut.replace(/\s+\S*$/, '')}…`;
}
