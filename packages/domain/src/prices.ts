/** A price as the API delivers it: a decimal string with 2 decimals, "45.00" (backend/catalog's DecimalPrice). */
export function decimalPrice(price: number): string {
  return (Math.round(price * 100) / 100).toFixed(2);
}

/** A price as the API delivers it ("45.00") read as a number; 0 when it is not one. */
export function parsePrice(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** A price as visitors read it (spec section 9): '$45.00', '$1,234.50'. */
export function formatPrice(value: string | number | null | undefined): string {
  const cents = Math.round(parsePrice(value) * 100);
  const sign = cents < 0 ? '-' : '';
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
