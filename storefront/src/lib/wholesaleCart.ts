import { limits, type VolumeBreak, type WholesaleMenuLine } from '@farmsite/domain';

/**
 * The wholesale cart's rules (docs/wholesale.md, Orders): a line is a variant from one lot,
 * in units the price list takes (the minimum, then steps of the increment: whole cases), at
 * the unit price of the volume break its units reach. The server prices the order again on
 * submission; these figures are what the buyer sees while building it.
 */
export interface WholesaleCartLine {
  variantId: string;
  lot: string;
  productName: string;
  variantName: string;
  units: number;
  caseSize: number;
  minimumUnits: number;
  incrementUnits: number;
  unitPriceCents: number;
  volumeBreaks: VolumeBreak[];
}

export type WholesaleCartTerms = Pick<WholesaleCartLine, 'minimumUnits' | 'incrementUnits'>;

/** A line's identity: one variant from one lot. */
export const cartLineKey = (l: Pick<WholesaleCartLine, 'variantId' | 'lot'>) => `${l.variantId}|${l.lot}`;

/** Whether the price list takes units: at least the minimum, then whole steps. */
export function followsTerms(units: number, { minimumUnits, incrementUnits }: WholesaleCartTerms): boolean {
  return Number.isInteger(units) && units >= minimumUnits && incrementUnits > 0 && (units - minimumUnits) % incrementUnits === 0;
}

/** The nearest quantity the price list takes at or above units (the minimum below it), within the cap. */
export function unitsOnTerms(units: number, { minimumUnits, incrementUnits }: WholesaleCartTerms): number {
  if (!Number.isFinite(units) || units <= minimumUnits || incrementUnits <= 0) return minimumUnits;
  const steps = Math.ceil((units - minimumUnits) / incrementUnits);
  const capped = Math.floor((limits.maxWholesaleUnits - minimumUnits) / incrementUnits);
  return minimumUnits + Math.min(steps, capped) * incrementUnits;
}

/** One step (an increment) more, within the cap. */
export const stepUp = (line: WholesaleCartLine) => unitsOnTerms(line.units + line.incrementUnits, line);

/** One step less, never under the minimum (removing the line is its own action). */
export const stepDown = (line: WholesaleCartLine) => Math.max(line.minimumUnits, unitsOnTerms(line.units, line) - line.incrementUnits);

/** The unit price at units: the cheapest break they reach, else the list price (the server's rule). */
export function unitCentsAt(line: Pick<WholesaleCartLine, 'unitPriceCents' | 'volumeBreaks'>, units: number): number {
  return line.volumeBreaks.reduce(
    (price, b) => (units >= b.minUnits && b.unitPriceCents < price ? b.unitPriceCents : price),
    line.unitPriceCents,
  );
}

/** The next break the line's units have not reached yet, to say what more units would cost. */
export function nextBreak(line: WholesaleCartLine): VolumeBreak | undefined {
  const now = unitCentsAt(line, line.units);
  return [...line.volumeBreaks].sort((a, b) => a.minUnits - b.minUnits).find((b) => b.minUnits > line.units && b.unitPriceCents < now);
}

export const lineCents = (line: WholesaleCartLine) => line.units * unitCentsAt(line, line.units);

/** The lines' total before excise (the farm adds the excise tax on submission). */
export const subtotalCents = (lines: WholesaleCartLine[]) => lines.reduce((sum, l) => sum + lineCents(l), 0);

/** A menu line as the cart keeps it, with units on its terms (its minimum when none are given). */
export function fromMenuLine(m: WholesaleMenuLine, units = m.minimumUnits): WholesaleCartLine {
  return {
    variantId: m.variantId,
    lot: m.lot,
    productName: m.productName,
    variantName: m.variantName,
    caseSize: m.caseSize,
    minimumUnits: m.minimumUnits,
    incrementUnits: m.incrementUnits,
    unitPriceCents: m.unitPriceCents,
    volumeBreaks: m.volumeBreaks,
    units: unitsOnTerms(units, m),
  };
}

export type WholesaleCartAction =
  | { type: 'add'; line: WholesaleCartLine }
  | { type: 'setUnits'; key: string; units: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

/**
 * Adding a line already in the cart adds its units to the line's (on today's terms);
 * a new line past the order's line limit is not added. Units are always on the line's terms.
 */
export function wholesaleCartReducer(lines: WholesaleCartLine[], action: WholesaleCartAction): WholesaleCartLine[] {
  switch (action.type) {
    case 'add': {
      const key = cartLineKey(action.line);
      const existing = lines.find((l) => cartLineKey(l) === key);
      if (!existing)
        return lines.length >= limits.maxWholesaleOrderLines
          ? lines
          : [...lines, { ...action.line, units: unitsOnTerms(action.line.units, action.line) }];
      return lines.map((l) => (l === existing ? { ...action.line, units: unitsOnTerms(l.units + action.line.units, action.line) } : l));
    }
    case 'setUnits':
      if (!Number.isFinite(action.units)) return lines;
      return lines.map((l) => (cartLineKey(l) === action.key ? { ...l, units: unitsOnTerms(action.units, l) } : l));
    case 'remove':
      return lines.filter((l) => cartLineKey(l) !== action.key);
    case 'clear':
      return [];
  }
}

const isLine = (v: unknown): v is WholesaleCartLine => {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.variantId === 'string' &&
    typeof l.lot === 'string' &&
    typeof l.productName === 'string' &&
    typeof l.variantName === 'string' &&
    ['units', 'caseSize', 'minimumUnits', 'incrementUnits', 'unitPriceCents'].every(
      (k) => Number.isInteger(l[k]) && (l[k] as number) > 0,
    ) &&
    Array.isArray(l.volumeBreaks) &&
    l.volumeBreaks.every(
      (b: unknown) =>
        typeof b === 'object' &&
        b !== null &&
        Number.isInteger((b as VolumeBreak).minUnits) &&
        Number.isInteger((b as VolumeBreak).unitPriceCents),
    )
  );
};

/** The stored cart, or an empty one when what is stored is not a cart (an old shape, a hand edit). */
export function parseWholesaleCart(raw: string | null): WholesaleCartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isLine).slice(0, limits.maxWholesaleOrderLines) : [];
  } catch {
    return [];
  }
}

/** The order's body as POST /api/wholesale/orders reads it. */
export function orderRequest(lines: WholesaleCartLine[], form: { poNumber: string; deliveryDay: string; note: string }) {
  return {
    poNumber: form.poNumber.trim(),
    deliveryDay: form.deliveryDay,
    note: form.note.trim(),
    lines: lines.map((l) => ({ variantId: l.variantId, lot: l.lot, units: l.units })),
  };
}
