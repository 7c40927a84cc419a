/** Two letters for a product without a photo: the first letters of two words, or the first two letters of one. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter((w) => /[a-z0-9]/i.test(w));
  if (words.length === 0) return '?';
  const letters = words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2);
  return letters.toUpperCase();
}
