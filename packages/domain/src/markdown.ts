/**
 * The small Markdown of blog posts (issue 40): the spec's paragraphs on blank lines, and in
 * them headings (`#`, `##`, `###`), lists (`-`, `*`, `+`, `1.`), bold (`**`, `__`), italics
 * (`*`, `_`) and links (`[words](address)`). Nothing else: no raw HTML (it shows as the
 * text it is), no images, no code. A link's address is one of ours (`/...`, `#...`), the
 * web's (`http://`, `https://`), `mailto:` or `tel:`; any other (`javascript:`, `data:`, a
 * relative `page`) leaves the words as plain text.
 *
 * One parser for the storefront's server render and its browser (the same tree both
 * times), linear in the text: every character is read a bounded number of times.
 * backend/catalog/markdown.go is its Go twin for the text without the syntax (the copy
 * check, the description, the excerpt); backend/catalog/testdata/markdown_cases.json holds
 * both to the same cases.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

/** A post's title is the page's h1: `#` and `##` are h2, `###` h3, deeper h4. */
const headingLevel = (hashes: number): 2 | 3 | 4 => (hashes <= 2 ? 2 : hashes === 3 ? 3 : 4);

/**
 * White space, spelled out so that the Go twin reads the same characters: ASCII's, the
 * no-break space and Unicode's other spaces and separators.
 */
const SPACE = '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000';
const SPACE_CHAR = new RegExp(`^[${SPACE}]$`);
const isSpaceChar = (c: string | undefined) => c === undefined || SPACE_CHAR.test(c);
const SPACE_ENDS = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, 'g');
const trimSpace = (s: string) => s.replace(SPACE_ENDS, '');
/** What ends a link's address: a space or a control character. */
const ADDRESS_END = new RegExp(`[${SPACE}\\x00-\\x1f\\x7f]`);

const HEADING = /^(#{1,6})[ \t]+(.+)$/s;
const BULLET = /^[-*+][ \t]+(.+)$/s;
const NUMBERED = /^(\d{1,9})[.)][ \t]+(.+)$/s;

type Line =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'item'; ordered: boolean; start: number; text: string }
  | { kind: 'text'; text: string };

/** A line (trimmed, not blank) as a heading, a list item or text (the whole line). */
function classify(line: string): Line {
  let m = HEADING.exec(line);
  if (m) return { kind: 'heading', level: headingLevel(m[1].length), text: trimSpace(m[2]) };
  m = BULLET.exec(line);
  if (m) return { kind: 'item', ordered: false, start: 1, text: trimSpace(m[1]) };
  m = NUMBERED.exec(line);
  if (m) return { kind: 'item', ordered: true, start: Number(m[1]), text: trimSpace(m[2]) };
  return { kind: 'text', text: line };
}

/** Blocks before their inline parse: a paragraph's or an item's lines joined by "\n". */
type RawBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] };

/**
 * The blocks of a text. Blank lines separate the spec's paragraphs; inside one, a heading
 * line stands alone, item lines make a list (a numbered one interrupts a paragraph only
 * from 1, so "2024. A year" inside a paragraph stays text), and any other line continues
 * the open list's last item or the paragraph. A list that follows one of its kind across
 * a blank line goes on (a loose list).
 */
function rawBlocks(content: string): RawBlock[] {
  const out: RawBlock[] = [];
  let open: RawBlock | null = null;
  for (const raw of content.split('\n')) {
    const trimmed = trimSpace(raw);
    if (trimmed === '') {
      open = null;
      continue;
    }
    const line = classify(trimmed);
    const previous = out.at(-1);
    if (line.kind === 'heading') {
      out.push({ type: 'heading', level: line.level, text: line.text });
      open = null;
    } else if (line.kind === 'item' && !(line.ordered && line.start !== 1 && open?.type === 'paragraph')) {
      if (open?.type === 'list' && open.ordered === line.ordered) open.items.push(line.text);
      else if (!open && previous?.type === 'list' && previous.ordered === line.ordered) {
        previous.items.push(line.text);
        open = previous;
      } else {
        open = { type: 'list', ordered: line.ordered, start: line.start, items: [line.text] };
        out.push(open);
      }
    } else if (open?.type === 'list') {
      open.items[open.items.length - 1] += `\n${trimmed}`;
    } else if (open?.type === 'paragraph') {
      open.text += `\n${trimmed}`;
    } else {
      open = { type: 'paragraph', text: trimmed };
      out.push(open);
    }
  }
  return out;
}

/** Where a link may lead, or null: its words are then plain text. */
export function linkTarget(address: string): { href: string; external: boolean } | null {
  // The address has no spaces or control characters (the parser stops at them). "//host"
  // and "/\host" are other sites to a browser: refused, as a scheme other than these.
  if (/^\/(?![/\\])|^#/.test(address)) return { href: address, external: false };
  if (/^https?:\/\/[^/\\]/i.test(address)) return { href: address, external: true };
  if (/^(mailto|tel):./i.test(address)) return { href: address, external: false };
  return null;
}

/** The code point that ends before text[i] (undefined at the start). */
function charBefore(text: string, i: number): string | undefined {
  if (i <= 0) return undefined;
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.slice(i - 2, i) : text[i - 1];
}
/** The code point that starts at text[i] (undefined at the end). */
const charAt = (text: string, i: number): string | undefined => (i < text.length ? String.fromCodePoint(text.codePointAt(i)!) : undefined);
const isWordChar = (c: string | undefined) => c !== undefined && /^[\p{L}\p{N}]$/u.test(c);

/** What a backslash makes plain: "\*" is a star, not emphasis. */
const ESCAPABLE = '\\`*_{}[]()#+-.!>~|';

interface Delimiter {
  type: 'delimiter';
  char: '*' | '_';
  length: 1 | 2;
  canOpen: boolean;
  canClose: boolean;
  /** Its partner's index among the tokens, once paired. */
  pair?: number;
}
type Token = { type: 'text'; text: string } | { type: 'link'; href: string; external: boolean; label: string } | Delimiter;

/**
 * The text's tokens: plain text, links (whole: a label holds no bracket) and runs of * or
 * _ that may mark emphasis. A link whose address is refused gives its label's tokens.
 */
function tokenize(text: string, links: boolean): Token[] {
  const tokens: Token[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ type: 'text', text: plain });
    plain = '';
  };
  // Addresses that start before this ran into a space or the end before their ")": what
  // keeps a text full of "[a](" linear.
  let noAddressBefore = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.includes(text[i + 1])) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '[' && links) {
      const link = readLink(text, i, noAddressBefore);
      if (link.end > 0) {
        flush();
        const target = linkTarget(link.address);
        if (target) tokens.push({ type: 'link', ...target, label: link.label });
        else tokens.push(...tokenize(link.label, false));
        i = link.end;
        continue;
      }
      noAddressBefore = Math.max(noAddressBefore, link.failedAt);
    }
    if (c === '*' || c === '_') {
      let j = i;
      while (text[j] === c) j++;
      const before = charBefore(text, i);
      const after = charAt(text, j);
      let canOpen = !isSpaceChar(after);
      let canClose = !isSpaceChar(before);
      if (c === '_') {
        canOpen &&= !isWordChar(before);
        canClose &&= !isWordChar(after);
      }
      if (j - i <= 2 && (canOpen || canClose)) {
        flush();
        tokens.push({ type: 'delimiter', char: c, length: (j - i) as 1 | 2, canOpen, canClose });
      } else {
        plain += text.slice(i, j);
      }
      i = j;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return tokens;
}

/**
 * The link at text[start] ("[label](address)"): its end, or 0 when there is none, then
 * with failedAt, where its address ran into a space or the text's end (0: it did not).
 * The address may hold balanced parentheses ("/wiki/Sativa_(plant)").
 */
function readLink(text: string, start: number, noAddressBefore: number): { end: number; label: string; address: string; failedAt: number } {
  const none = { end: 0, label: '', address: '', failedAt: 0 };
  let close = start + 1;
  while (close < text.length && text[close] !== ']' && text[close] !== '[') close++;
  if (text[close] !== ']' || text[close + 1] !== '(') return none;
  const from = close + 2;
  if (from < noAddressBefore) return none;
  let depth = 0;
  for (let j = from; j < text.length; j++) {
    const c = text[j];
    if (ADDRESS_END.test(c)) return { ...none, failedAt: j };
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (c === ')')
      return j > from ? { end: j + 1, label: text.slice(start + 1, close), address: text.slice(from, j), failedAt: 0 } : none;
  }
  return { ...none, failedAt: text.length };
}

/**
 * Pairs the emphasis delimiters: a closer takes the nearest open opener of its kind (same
 * character, same length), and the openers opened after that one stay plain text. Each
 * opener is pushed and dropped once.
 */
function pairDelimiters(tokens: Token[]): void {
  const openers = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type !== 'delimiter') continue;
    const key = t.char + t.length;
    const stack = openers.get(key) ?? [];
    openers.set(key, stack);
    if (t.canClose && stack.length > 0) {
      const opener = stack.pop()!;
      (tokens[opener] as Delimiter).pair = i;
      t.pair = opener;
      for (const other of openers.values()) while (other.length > 0 && other[other.length - 1] > opener) other.pop();
    } else if (t.canOpen) {
      stack.push(i);
    }
  }
}

/** The inline tree of a text (links only outside a link's label). */
export function parseInline(text: string, links = true): Inline[] {
  const tokens = tokenize(text, links);
  pairDelimiters(tokens);
  const root: Inline[] = [];
  const stack: Inline[][] = [root];
  const push = (node: Inline) => {
    const children = stack[stack.length - 1];
    const last = children[children.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else children.push(node);
  };
  tokens.forEach((t, i) => {
    if (t.type === 'text') push({ type: 'text', text: t.text });
    else if (t.type === 'link') push({ type: 'link', href: t.href, external: t.external, children: parseInline(t.label, false) });
    else if (t.pair === undefined) push({ type: 'text', text: t.char.repeat(t.length) });
    else if (t.pair > i) {
      const node: Inline = { type: t.length === 2 ? 'strong' : 'em', children: [] };
      push(node);
      stack.push(node.children);
    } else stack.pop();
  });
  return root;
}

/** A post's content as blocks of inline trees. */
export function parseMarkdown(content: string): Block[] {
  return rawBlocks(content).map((b): Block => {
    if (b.type === 'list') return { ...b, items: b.items.map((item) => parseInline(item)) };
    if (b.type === 'heading') return { type: 'heading', level: b.level, children: parseInline(b.text) };
    return { type: 'paragraph', children: parseInline(b.text) };
  });
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');
}

/**
 * What a reader reads of a post, without the syntax: each block's text, lines joined by
 * "\n", blocks by "\n\n" (a list's items are lines).
 */
export function markdownText(content: string): string {
  return parseMarkdown(content)
    .map((b) => (b.type === 'list' ? b.items.map(inlineText).join('\n') : inlineText(b.children)))
    .join('\n\n');
}

function inlineLinks(nodes: Inline[], out: string[]): string[] {
  for (const n of nodes) {
    if (n.type === 'link') out.push(n.href);
    if (n.type !== 'text') inlineLinks(n.children, out);
  }
  return out;
}

/** The addresses a post links to, in order. */
export function markdownLinks(content: string): string[] {
  const out: string[] = [];
  for (const b of parseMarkdown(content)) {
    if (b.type === 'list') b.items.forEach((item) => inlineLinks(item, out));
    else inlineLinks(b.children, out);
  }
  return out;
}
