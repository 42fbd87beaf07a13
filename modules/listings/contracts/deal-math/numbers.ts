/**
 * Less than half a cent is no money: a return on it, a cap rate on it or a coverage of it means
 * nothing. Also the slack for comparing derived amounts, whose binary floating-point noise (70% of
 * $123,456.78 is not exactly representable) must not flip a yes into a no.
 */
export const HALF_A_CENT = 0.005;

/** `numerator ÷ denominator` for a denominator in dollars, or null ("n/a") when the denominator is less than half a cent. */
export function ratioOrNull(numerator: number, denominator: number): number | null {
  return denominator >= HALF_A_CENT ? numerator / denominator : null;
}

/** {@link ratioOrNull} as a percent (0.07 → 7). */
export function percentOrNull(numerator: number, denominator: number): number | null {
  const ratio = ratioOrNull(numerator, denominator);
  return ratio === null ? null : ratio * 100;
}

/** `amount ≤ limit` for dollars, to the cent: an amount within half a cent over the limit is at it. */
export function atMost(amount: number, limit: number): boolean {
  return amount < limit + HALF_A_CENT;
}
