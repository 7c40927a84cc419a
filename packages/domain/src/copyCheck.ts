import { copyContextRunes, copyRules, type ReviewedFinding } from './generated';

/**
 * The copy check (9 NYCRR 129.3(a)) as the back office runs it while staff type: the
 * same matching as backend/catalog/copy_match.go, held to it by rule_cases.json's
 * copyMatches. A term matches in any case, as whole words only ("pot" is not in
 * "potato"), with its plural ("coupons", "candies"); a term ending in "*" finds every
 * word it begins; spaces and hyphens between a term's words match any run of spaces,
 * hyphens or line breaks; an apostrophe matches ' or ’. The server decides: it checks
 * every save.
 */

/** The terms by rule id, as the private settings hold them. */
export type CopyTerms = Record<string, readonly string[] | undefined>;

/** A term found in a text: its rule, the term as listed, and where (UTF-16 offsets). */
export interface CopyMatch {
  rule: string;
  term: string;
  start: number;
  end: number;
}

const wordChar = /[\p{L}\p{N}]/u;
const separator = '[\\t\\n\\f\\r \\u00a0\\-\\u2010\\u2011\\u2013]+';
const termSeparator = /[\s\-\u2010\u2011\u2013]+/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The code point before (after) a UTF-16 offset, or '' at an end. */
const before = (text: string, at: number) =>
  at > 0 ? String.fromCodePoint(text.codePointAt(at - 1 - (isLowSurrogate(text, at - 1) ? 1 : 0))!) : '';
const after = (text: string, at: number) => (at < text.length ? String.fromCodePoint(text.codePointAt(at)!) : '');
const isLowSurrogate = (text: string, i: number) => i > 0 && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff;

function pluralOf(word: string, quoted: string): string {
  const n = word.length;
  if (n > 1 && word[n - 1] === 'y' && !'aeiou'.includes(word[n - 2])) return quoted.slice(0, -1) + '(?:y|ies)';
  const last = [...word].pop() ?? '';
  if (!/\p{L}/u.test(last)) return quoted;
  return quoted + '(?:e?s)?';
}

interface TermPattern {
  rule: string;
  term: string;
  re: RegExp;
  wordStart: boolean;
  wordEnd: boolean;
  /** What every match holds, lowercased: a text without it is not searched. */
  stem: string;
}

/** A term's pattern, or null for one the setting's rule would refuse. */
function termPattern(rule: string, term: string): TermPattern | null {
  const prefix = term.endsWith('*');
  const words = term
    .toLowerCase()
    .replace(/\*$/, '')
    .split(termSeparator)
    .filter((w) => w !== '');
  if (words.length === 0 || !words.some((w) => wordChar.test(w)) || words.some((w) => w.includes('*'))) return null;
  const quoted = words.map((w) => escape(w).replace(/'/g, "['’]"));
  if (!prefix) quoted[quoted.length - 1] = pluralOf(words[words.length - 1], quoted[quoted.length - 1]);
  let source = quoted.join(separator);
  if (prefix) source += '[\\p{L}\\p{N}]*';
  const joined = [...words.join('')];
  // The start of the first word, up to an apostrophe, without the "y" a plural turns into "ies".
  let stem = words[0].replace(/’/g, "'").split("'")[0];
  if (words.length === 1 && !prefix && stem === words[0] && pluralOf(stem, stem).endsWith('(?:y|ies)')) stem = stem.slice(0, -1);
  return {
    rule,
    term,
    re: new RegExp(source, 'giu'),
    wordStart: wordChar.test(joined[0]),
    wordEnd: !prefix && wordChar.test(joined[joined.length - 1]),
    stem,
  };
}

/** Finds the terms in texts; build one per term list. */
export class CopyMatcher {
  private readonly patterns: TermPattern[] = [];

  constructor(terms: CopyTerms) {
    for (const rule of copyRules) {
      for (const term of terms[rule.id] ?? []) {
        const pattern = termPattern(rule.id, term);
        if (pattern) this.patterns.push(pattern);
      }
    }
  }

  /** Every term found in text, by position (then by the term list's order). */
  find(text: string): CopyMatch[] {
    const out: CopyMatch[] = [];
    const lower = text.toLowerCase();
    for (const p of this.patterns) {
      if (!lower.includes(p.stem)) continue;
      let pos = 0;
      while (pos < text.length) {
        p.re.lastIndex = pos;
        const m = p.re.exec(text);
        if (!m) break;
        const start = m.index;
        const end = start + m[0].length;
        const bounded = (!p.wordStart || !wordChar.test(before(text, start))) && (!p.wordEnd || !wordChar.test(after(text, end)));
        if (end > start && bounded) {
          out.push({ rule: p.rule, term: p.term, start, end });
          pos = end;
        } else {
          pos = start + Math.max(after(text, start).length, 1);
        }
      }
    }
    return out.sort((a, b) => a.start - b.start);
  }
}

const contextSpace = /[ \t\n\r\f\u00a0]/;

/**
 * What a match stands in, which a review with counsel covers: its sentence (up to a line
 * break, or a full stop, "!" or "?" followed by a space), at most copyContextRunes
 * characters each side of the term, lowercased, spaces collapsed.
 */
export function matchContext(text: string, start: number, end: number): string {
  let begin = start;
  for (let n = 0; begin > 0 && n < copyContextRunes; n++) {
    const c = before(text, begin);
    if (c === '\n' || ('.!?'.includes(c) && contextSpace.test(after(text, begin)))) break;
    begin -= c.length;
  }
  let finish = end;
  for (let n = 0; finish < text.length && n < copyContextRunes; n++) {
    const c = after(text, finish);
    if (c === '\n' || ('.!?'.includes(c) && (finish + c.length === text.length || contextSpace.test(after(text, finish + c.length)))))
      break;
    finish += c.length;
  }
  return text.slice(begin, finish).trim().split(/\s+/u).join(' ').toLowerCase();
}

/** A finding of a record's field: where it is in the field's text, and how a review names it. */
export interface CopyFinding extends ReviewedFinding {
  /** The text as written that matched. */
  text: string;
  /** The field's text it was found in (an entry of a list, a value of a map), and where. */
  source: string;
  start: number;
  end: number;
}

/** The findings in one field's value: a text, a list's entries, a map's values (by key). */
export function findCopy(matcher: CopyMatcher, field: string, value: unknown): CopyFinding[] {
  const texts =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((v): v is string => typeof v === 'string')
        : value && typeof value === 'object'
          ? Object.keys(value)
              .sort()
              .map((k) => (value as Record<string, unknown>)[k])
              .filter((v): v is string => typeof v === 'string')
          : [];
  return texts.flatMap((source) =>
    matcher.find(source).map((m) => ({
      field,
      rule: m.rule,
      term: m.term.toLowerCase(),
      context: matchContext(source, m.start, m.end),
      text: source.slice(m.start, m.end),
      source,
      start: m.start,
      end: m.end,
    })),
  );
}

/** Whether a review covers a finding. */
export const isReviewed = (finding: ReviewedFinding, reviewed: readonly ReviewedFinding[] | undefined) =>
  (reviewed ?? []).some(
    (r) => r.field === finding.field && r.rule === finding.rule && r.term === finding.term && r.context === finding.context,
  );

/** A rule's label and citation. */
export const copyRuleOf = (id: string) => copyRules.find((r) => r.id === id);
