/**
 * Numbers and dates as en-US writes them, without `Intl`. A page's first `Intl` formatter costs 30 to 80 ms on
 * this machine's browser (ICU loads its locale data), four times that on a phone, in the task that runs the
 * page's scripts; the formats a page needs while it hydrates are simple enough to write out. Each matches what
 * `Intl` gives for the same options (en-us-format.test.ts compares them).
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The decimal digits of `magnitude` (>= 0) rounded to `digits` decimals, half away from zero, as `Intl` rounds:
 * from the shortest decimal that reads back as the same number (1.005 rounds to 1.01, where `toFixed` gives 1.00).
 */
function roundedDigits(magnitude: number, digits: number): [whole: string, fraction: string] {
  const shortest = String(magnitude);
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = magnitude.toFixed(digits).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/** `value` with at most `maxFractionDigits` decimals (trailing zeros dropped) and thousands separated by commas. */
export function groupedNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const digits = decimals ? `${grouped}.${decimals}` : grouped;
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** Whole US dollars: 125000 → "$125,000", -5 → "-$5" (`Intl.NumberFormat` currency USD, no cents). */
export function wholeDollars(amount: number): string {
  const digits = groupedNumber(amount);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'];

/** Short US dollars with at most one decimal: 1250 → "$1.3K", 2500000 → "$2.5M" (`notation: 'compact'`). */
export function compactDollars(amount: number): string {
  let unit = 0;
  let scaled = Math.abs(amount);
  while (unit < COMPACT_UNITS.length - 1 && Number(groupedNumber(scaled, 1).replace(/,/g, '')) >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  const digits = `$${groupedNumber(scaled, 1)}${COMPACT_UNITS[unit]}`;
  return amount < 0 && digits !== '$0' ? `-${digits}` : digits;
}

/** "March 2026" (UTC) */
export function monthYearUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "March 3, 2026" (UTC; `dateStyle: 'long'`) */
export function longDateUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The noun after an amount as it is written: the singular after "1" (and "-1"), the plural after anything else
 * ("0", "1.5", "2"), which is what `Intl.PluralRules('en-US')` selects. Deciding on the written digits keeps
 * 0.999 acres, shown as "1", from reading "1 acres".
 */
export function nounFor(writtenAmount: string, singular: string, plural = `${singular}s`): string {
  return /^-?1$/.test(writtenAmount) ? singular : plural;
}

/** An amount and its noun: "1 acre", "2.5 acres", "1,200 acres", "1 property" (`plural` for "properties"). */
export function countOf(amount: number, singular: string, plural = `${singular}s`, maxFractionDigits = 2): string {
  const written = groupedNumber(amount, maxFractionDigits);
  return `${written} ${nounFor(written, singular, plural)}`;
}

/**
 * A span of amounts as a filter names it: "2–40 acres", "2+ acres", "up to 1 acre" (the noun agrees with the
 * amount after "up to"; after a span or a floor it is plural); undefined when neither end is set.
 */
export function amountRange(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
  { noun, dash = '–', upTo = 'up to' }: { noun?: [singular: string, plural: string]; dash?: string; upTo?: string } = {},
): string | undefined {
  const after = (written: string, plural: boolean) => (noun ? ` ${plural ? noun[1] : nounFor(written, ...noun)}` : '');
  if (min !== undefined && max !== undefined) return `${format(min)}${dash}${format(max)}${after(format(max), true)}`;
  if (min !== undefined) return `${format(min)}+${after(format(min), true)}`;
  if (max !== undefined) return `${upTo} ${format(max)}${after(format(max), false)}`;
  return undefined;
}
