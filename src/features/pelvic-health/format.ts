/**
 * Number formatting that gives the same string in Node (prerender) and every browser. `Intl` output can
 * differ between ICU builds (symbol, spacing), which would break hydration, so digits are grouped by hand.
 * The result equals `Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })`.
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole Canadian dollars, e.g. 2400 → "$2,400". Halves round away from zero and negatives keep "-", as Intl does. */
export function formatCad(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${groupThousands(whole)}`;
}

/** A whole number with thousands separators, e.g. 11000 → "11,000". */
export function formatCount(value: number): string {
  return groupThousands(Math.round(value));
}
