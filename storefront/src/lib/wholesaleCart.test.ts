import { describe, expect, it } from 'vitest';
import { limits, type WholesaleMenuLine } from '@farmsite/domain';
import {
  cartLineKey,
  followsTerms,
  fromMenuLine,
  lineCents,
  nextBreak,
  orderRequest,
  parseWholesaleCart,
  stepDown,
  stepUp,
  subtotalCents,
  unitCentsAt,
  unitsOnTerms,
  wholesaleCartReducer,
} from './wholesaleCart';

// Headhunter Eighth as the price list sells it: cases of 6, from 12 units, $18.00 a unit,
// $17.00 from 60 and $16.00 from 120.
const menuLine: WholesaleMenuLine = {
  productId: 'p1',
  productName: 'Headhunter',
  slug: 'headhunter',
  category: 'Flower',
  variantId: 'v1',
  variantName: 'Eighth',
  weight: '3.5g',
  lot: 'HVSF-26-HH01',
  harvestDate: '2026-09-20',
  testDate: '2026-10-08',
  thc: 27.4,
  cbd: null,
  terps: null,
  coaUrl: '/coa/HVSF-26-HH01',
  available: 120,
  caseSize: 6,
  minimumUnits: 12,
  incrementUnits: 6,
  unitPriceCents: 1800,
  volumeBreaks: [
    { minUnits: 120, unitPriceCents: 1600 },
    { minUnits: 60, unitPriceCents: 1700 },
  ],
};
const line = fromMenuLine(menuLine);

describe('the wholesale cart', () => {
  it('takes units from the minimum in whole increments', () => {
    expect(line.units).toBe(12);
    expect(followsTerms(12, line)).toBe(true);
    expect(followsTerms(18, line)).toBe(true);
    expect(followsTerms(6, line)).toBe(false);
    expect(followsTerms(15, line)).toBe(false);
    expect(followsTerms(12.5, line)).toBe(false);
  });

  it('raises units to the next quantity the terms take, never under the minimum or over the cap', () => {
    expect(unitsOnTerms(1, line)).toBe(12);
    expect(unitsOnTerms(13, line)).toBe(18);
    expect(unitsOnTerms(18, line)).toBe(18);
    expect(unitsOnTerms(Number.NaN, line)).toBe(12);
    const top = unitsOnTerms(limits.maxWholesaleUnits * 2, line);
    expect(top).toBeLessThanOrEqual(limits.maxWholesaleUnits);
    expect(followsTerms(top, line)).toBe(true);
  });

  it('steps by the increment and stops at the minimum', () => {
    expect(stepUp(line)).toBe(18);
    expect(stepDown({ ...line, units: 18 })).toBe(12);
    expect(stepDown(line)).toBe(12);
  });

  it('prices units at the cheapest volume break they reach, as the server does', () => {
    expect(unitCentsAt(line, 54)).toBe(1800);
    expect(unitCentsAt(line, 60)).toBe(1700);
    expect(unitCentsAt(line, 120)).toBe(1600);
    expect(lineCents({ ...line, units: 60 })).toBe(60 * 1700);
    expect(nextBreak(line)).toEqual({ minUnits: 60, unitPriceCents: 1700 });
    expect(nextBreak({ ...line, units: 60 })).toEqual({ minUnits: 120, unitPriceCents: 1600 });
    expect(nextBreak({ ...line, units: 120 })).toBeUndefined();
  });

  it('adds a line once per variant and lot, its units added on its terms', () => {
    let cart = wholesaleCartReducer([], { type: 'add', line });
    cart = wholesaleCartReducer(cart, { type: 'add', line: { ...line, units: 13 } });
    expect(cart).toHaveLength(1);
    expect(cart[0].units).toBe(30);
    const otherLot = fromMenuLine({ ...menuLine, lot: 'HVSF-26-HH02' }, 20);
    cart = wholesaleCartReducer(cart, { type: 'add', line: otherLot });
    expect(cart.map(cartLineKey)).toEqual(['v1|HVSF-26-HH01', 'v1|HVSF-26-HH02']);
    expect(cart[1].units).toBe(24);
    expect(subtotalCents(cart)).toBe(30 * 1800 + 24 * 1800);
  });

  it('sets units on the terms, removes and clears lines', () => {
    let cart = wholesaleCartReducer([], { type: 'add', line });
    cart = wholesaleCartReducer(cart, { type: 'setUnits', key: cartLineKey(line), units: 50 });
    expect(cart[0].units).toBe(54);
    cart = wholesaleCartReducer(cart, { type: 'setUnits', key: cartLineKey(line), units: Number.NaN });
    expect(cart[0].units).toBe(54);
    expect(wholesaleCartReducer(cart, { type: 'remove', key: cartLineKey(line) })).toEqual([]);
    expect(wholesaleCartReducer(cart, { type: 'clear' })).toEqual([]);
  });

  it('holds at most the lines an order may have', () => {
    let cart = Array.from({ length: limits.maxWholesaleOrderLines }, (_, i) => ({ ...line, lot: `LOT-${i}` }));
    cart = wholesaleCartReducer(cart, { type: 'add', line: { ...line, lot: 'ONE-MORE' } });
    expect(cart).toHaveLength(limits.maxWholesaleOrderLines);
  });

  it('reads back what it stored and drops anything else', () => {
    expect(parseWholesaleCart(JSON.stringify([line]))).toEqual([line]);
    expect(parseWholesaleCart(null)).toEqual([]);
    expect(parseWholesaleCart('not json')).toEqual([]);
    expect(parseWholesaleCart('{"a":1}')).toEqual([]);
    expect(parseWholesaleCart(JSON.stringify([{ ...line, units: -6 }, { variantId: 'x' }, line]))).toEqual([line]);
  });

  it('sends the order as the server reads it', () => {
    expect(orderRequest([line], { poNumber: ' PO-77 ', deliveryDay: '2026-11-04', note: ' Back door ' })).toEqual({
      poNumber: 'PO-77',
      deliveryDay: '2026-11-04',
      note: 'Back door',
      lines: [{ variantId: 'v1', lot: 'HVSF-26-HH01', units: 12 }],
    });
  });
});
