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

/** Letters and digits make words; a prefix term's tail runs on through letters and numbers. */
const wordChar = /[\p{L}\p{Nd}]/u;
const tailChar = /[\p{L}\p{N}]/u;
const termSeparator = /[\s\-\u2010\u2011\u2013]+/u;

/** The code point before (after) a UTF-16 offset, or '' at an end. */
const before = (text: string, at: number) =>
  at > 0 ? String.fromCodePoint(text.codePointAt(at - 1 - (isLowSurrogate(text, at - 1) ? 1 : 0))!) : '';
const after = (text: string, at: number) => (at < text.length ? String.fromCodePoint(text.codePointAt(at)!) : '');
const isLowSurrogate = (text: string, i: number) => i > 0 && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff;

/** What stands between a term's words in a text: spaces (no-break ones too), line breaks and hyphens. */
const isTextSeparator = (cp: number) =>
  cp === 0x09 ||
  cp === 0x0a ||
  cp === 0x0c ||
  cp === 0x0d ||
  cp === 0x20 ||
  cp === 0xa0 ||
  cp === 0x2d ||
  (cp >= 0x2010 && cp <= 0x2011) ||
  cp === 0x2013;

/** A run of separators in a text, and what stands between a term's words. */
const SEPARATOR = -1;

const folds = new Map<number, number>();

/**
 * A character as the matcher compares it: one for each set that differs only in case (the
 * smallest of the set, as Go's unicode.SimpleFold orbits give it: "K" for k, K and the kelvin
 * sign), and ' for ’.
 */
function foldChar(cp: number): number {
  if (cp === 0x2019) return 0x27;
  if (cp < 0x80) return cp >= 0x61 && cp <= 0x7a ? cp - 0x20 : cp;
  let folded = folds.get(cp);
  if (folded === undefined) {
    const c = String.fromCodePoint(cp);
    const sameCase = new RegExp(`^${c}$`, 'iu'); // simple case folding, as Go's
    folded = cp;
    for (const other of [c.toLowerCase(), c.toUpperCase(), c.toUpperCase().toLowerCase(), c.toLowerCase().toUpperCase()]) {
      const o = other.codePointAt(0)!;
      if (o < folded && String.fromCodePoint(o) === other && sameCase.test(other)) folded = o;
    }
    if (folds.size < 4096) folds.set(cp, folded);
  }
  return folded;
}

/** What a term's stem may be followed by. */
const Ending = {
  none: 0, // a last word that does not end in a letter
  pluralS: 1, // "s" or "es", if there
  pluralY: 2, // "y" or "ies", one of them (the stem lacks the "y")
  wordRunTail: 3, // a prefix term: the rest of the word run
} as const;
type Ending = (typeof Ending)[keyof typeof Ending];

interface CompiledTerm {
  rule: string;
  term: string;
  stemLength: number;
  ending: Ending;
  wordStart: boolean;
  wordEnd: boolean;
}

function endingOf(word: string): Ending {
  const n = word.length;
  if (n > 1 && word[n - 1] === 'y' && !'aeiou'.includes(word[n - 2])) return Ending.pluralY;
  return /\p{L}/u.test([...word].pop() ?? '') ? Ending.pluralS : Ending.none;
}

/** A term's stem as folded characters and how it matches around them, or null for one the setting's rule would refuse. */
function compileTerm(rule: string, term: string): [number[], CompiledTerm] | null {
  const prefix = term.endsWith('*');
  const words = term
    .toLowerCase()
    .replace(/\*$/, '')
    .split(termSeparator)
    .filter((w) => w !== '');
  if (words.length === 0 || !words.some((w) => /[\p{L}\p{N}]/u.test(w)) || words.some((w) => w.includes('*'))) return null;
  const compiled: CompiledTerm = {
    rule,
    term,
    stemLength: 0,
    ending: prefix ? Ending.wordRunTail : Ending.none,
    wordStart: false,
    wordEnd: false,
  };
  const stem: number[] = [];
  words.forEach((word, i) => {
    if (i > 0) stem.push(SEPARATOR);
    if (i === words.length - 1 && !prefix) {
      compiled.ending = endingOf(word);
      if (compiled.ending === Ending.pluralY) word = word.slice(0, -1);
    }
    for (const c of word) stem.push(foldChar(c.codePointAt(0)!));
  });
  const joined = [...words.join('')];
  compiled.stemLength = stem.length;
  compiled.wordStart = wordChar.test(joined[0]);
  compiled.wordEnd = !prefix && wordChar.test(joined[joined.length - 1]);
  return [stem, compiled];
}

interface MatchNode {
  next: Map<number, number>;
  fail: number;
  /** The terms whose stem ends here. */
  ends: number[];
  /** The nearest node on the fail chain with ends of its own (-1: none). */
  more: number;
}

/**
 * Finds the terms in texts; build one per term list. It reads a text once, left to right,
 * whatever its length and its terms (backend/catalog/copy_match.go does the same: the stems
 * make one Aho-Corasick automaton over folded characters, a run of separators read as one;
 * where a stem ends, its plural ending is read from the next characters, and a prefix term's
 * tail from the end of the word run, known ahead for every position).
 */
export class CopyMatcher {
  private readonly terms: CompiledTerm[] = [];
  private readonly nodes: MatchNode[] = [{ next: new Map(), fail: 0, ends: [], more: -1 }];

  constructor(terms: CopyTerms) {
    for (const rule of copyRules) {
      for (const term of terms[rule.id] ?? []) {
        const compiled = compileTerm(rule.id, term);
        if (!compiled) continue;
        this.insert(compiled[0], this.terms.length);
        this.terms.push(compiled[1]);
      }
    }
    this.link();
  }

  private insert(stem: number[], term: number) {
    let node = 0;
    for (const c of stem) {
      let child = this.nodes[node].next.get(c);
      if (child === undefined) {
        child = this.nodes.length;
        this.nodes.push({ next: new Map(), fail: 0, ends: [], more: -1 });
        this.nodes[node].next.set(c, child);
      }
      node = child;
    }
    this.nodes[node].ends.push(term);
  }

  private link() {
    const queue = [...this.nodes[0].next.values()];
    for (let q = 0; q < queue.length; q++) {
      const node = queue[q];
      for (const [c, child] of this.nodes[node].next) {
        const fail = this.step(this.nodes[node].fail, c);
        this.nodes[child].fail = fail;
        this.nodes[child].more = this.nodes[fail].ends.length > 0 ? fail : this.nodes[fail].more;
        queue.push(child);
      }
    }
  }

  private step(node: number, c: number): number {
    for (;;) {
      const child = this.nodes[node].next.get(c);
      if (child !== undefined) return child;
      if (node === 0) return 0;
      node = this.nodes[node].fail;
    }
  }

  /** Every term found in text, by position (then by the term list's order). */
  find(text: string): CopyMatch[] {
    const folded: number[] = [];
    const starts: number[] = [];
    const tails: boolean[] = [];
    for (let i = 0; i < text.length;) {
      const cp = text.codePointAt(i)!;
      const size = cp > 0xffff ? 2 : 1;
      if (!isTextSeparator(cp)) {
        folded.push(foldChar(cp));
        starts.push(i);
        tails.push(isTailChar(cp));
      } else if (folded[folded.length - 1] !== SEPARATOR) {
        folded.push(SEPARATOR);
        starts.push(i);
        tails.push(false);
      }
      i += size;
    }
    const n = folded.length;
    starts.push(text.length);
    let runEnd: number[] | null = null;
    const nextFrom = new Array<number>(this.terms.length).fill(0);
    const found: (CopyMatch & { index: number })[] = [];
    const at = (i: number, c: string) => i < n && folded[i] === c.charCodeAt(0);
    let node = 0;
    for (let i = 0; i < n; i++) {
      node = this.step(node, folded[i]);
      for (let here = node; here > 0; here = this.nodes[here].more) {
        for (const index of this.nodes[here].ends) {
          const t = this.terms[index];
          const start = starts[i + 1 - t.stemLength];
          if (start < nextFrom[index] || (t.wordStart && wordChar.test(before(text, start)))) continue;
          let end = i + 1;
          if (t.ending === Ending.pluralS) {
            if (at(end, 'E') && at(end + 1, 'S')) end += 2;
            else if (at(end, 'S')) end += 1;
          } else if (t.ending === Ending.pluralY) {
            if (at(end, 'Y')) end += 1;
            else if (at(end, 'I') && at(end + 1, 'E') && at(end + 2, 'S')) end += 3;
            else continue;
          } else if (t.ending === Ending.wordRunTail) {
            runEnd ??= wordRuns(tails);
            end = runEnd[end];
          }
          if (t.wordEnd && wordChar.test(after(text, starts[end]))) continue;
          nextFrom[index] = starts[end];
          found.push({ rule: t.rule, term: t.term, start, end: starts[end], index });
        }
      }
    }
    return found.sort((a, b) => a.start - b.start || a.index - b.index).map(({ rule, term, start, end }) => ({ rule, term, start, end }));
  }
}

/** Whether a prefix term's tail runs on through cp (letters and numbers). */
function isTailChar(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a);
  return tailChar.test(String.fromCodePoint(cp));
}

/** For each character, where the run of letters and numbers from it ends. */
function wordRuns(tails: boolean[]): number[] {
  const runEnd = new Array<number>(tails.length + 1);
  runEnd[tails.length] = tails.length;
  for (let i = tails.length - 1; i >= 0; i--) runEnd[i] = tails[i] ? runEnd[i + 1] : i;
  return runEnd;
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
