/**
 * A number as `toLocaleString('en')` writes it ("25,000", "4.2", "1,234.568"), without Intl: the first Intl call
 * loads ICU's locale data (tens of milliseconds), and the rule examples format numbers as the rules load, so every
 * `packstudio` start and studio page would pay it.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString('en');
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
