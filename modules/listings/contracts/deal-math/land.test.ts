import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeLand, landNoteSchedule } from './land.ts';
import { landInputSchema, type LandInput } from './schemas.ts';

const DEAL = { price: 50_000, acres: 25, downPayment: 5_000, interestRatePercent: 9, termMonths: 120 };

const land = (overrides: Partial<LandInput> = {}) => analyzeLand({ ...landInputSchema.parse(DEAL), ...overrides });

describe('land: an owner-financed sale', () => {
  // The independent calculation, step by step:
  const note = 50_000 - 5_000; // 45,000
  const r = 0.09 / 12; // 0.0075
  const growth120 = 1.0075 ** 120; // 2.4513570…
  const payment = (note * r * growth120) / (growth120 - 1); // 570.04

  it('costs 2,000 an acre and pays 570.04 a month on a 45,000 note', () => {
    const result = land();
    expect(result.pricePerAcre).toBe(2_000);
    expect(result.noteAmount).toBe(45_000);
    expect(result.monthlyPayment).toBeCloseTo(payment, 9);
    expect(result.monthlyPayment).toBeCloseTo(570.04, 2);
    expect(result.paymentCount).toBe(120);
    expect(result.balloonPayment).toBeNull();
  });

  it('pays 23,404.92 of interest over the full term', () => {
    // 120 × 570.0410 − 45,000
    const result = land();
    expect(result.totalInterest).toBeCloseTo(payment * 120 - note, 6);
    expect(result.totalInterest).toBeCloseTo(23_404.92, 2);
    expect(result.totalOfPayments).toBeCloseTo(payment * 120, 6);
    expect(result.totalCost).toBeCloseTo(5_000 + payment * 120, 6);
    expect(result.amortization).toHaveLength(10);
    expect(result.amortization[9].balance).toBe(0);
  });

  it('with a balloon at month 36: 35,430.31 due with the 36th payment, 10,951.78 of interest', () => {
    // balance after 36 payments: 45,000 × 1.0075^36 − 570.04 × (1.0075^36 − 1) / 0.0075
    const growth36 = 1.0075 ** 36;
    const balance = note * growth36 - (payment * (growth36 - 1)) / r;
    const interest = payment * 36 - (note - balance);
    const result = land({ balloonMonth: 36 });
    expect(result.paymentCount).toBe(36);
    expect(result.balloonPayment).toBeCloseTo(balance, 6);
    expect(result.balloonPayment).toBeCloseTo(35_430.31, 2);
    expect(result.totalInterest).toBeCloseTo(interest, 6);
    expect(result.totalInterest).toBeCloseTo(10_951.78, 2);
    expect(result.totalOfPayments).toBeCloseTo(payment * 36 + balance, 6);
    expect(result.amortization).toHaveLength(3);
    expect(result.amortization[2].balance).toBe(0);
    expect(result.amortization.reduce((sum, year) => sum + year.principal, 0)).toBeCloseTo(45_000, 6);
    expect(result.amortization.reduce((sum, year) => sum + year.interest, 0)).toBeCloseTo(interest, 6);
  });

  it('at 0%: equal payments and no interest; a balloon is what is left', () => {
    // 45,000 / 120 = 375 a month; after 24 payments 45,000 − 9,000 = 36,000 is left
    const result = land({ interestRatePercent: 0, balloonMonth: 24 });
    expect(result.monthlyPayment).toBe(375);
    expect(result.balloonPayment).toBe(36_000);
    expect(result.totalInterest).toBe(0);
  });

  it('paid in full at closing: no note, no payments, no NaN', () => {
    const result = land({ downPayment: 50_000, balloonMonth: 12 });
    expect(result.noteAmount).toBe(0);
    expect(result.monthlyPayment).toBe(0);
    expect(result.balloonPayment).toBe(0);
    expect(result.totalInterest).toBe(0);
    expect(result.totalCost).toBe(50_000);
    expect(result.amortization).toEqual([]);
  });

  it('a balloon in the last month is just the last payment', () => {
    const result = land({ balloonMonth: 120 });
    expect(result.balloonPayment).toBe(0);
    expect(result.totalInterest).toBeCloseTo(land().totalInterest, 6);
  });

  it('the interest it reports is the interest of its schedule, for any note and balloon', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1_000, max: 2_000_000, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 360 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, rate, termMonths, balloonShare) => {
          const balloonMonth = Math.max(1, Math.round(termMonths * balloonShare));
          const result = analyzeLand(landInputSchema.parse({ price, acres: 1, interestRatePercent: rate, termMonths, balloonMonth }));
          const scheduled = result.amortization.reduce((sum, year) => sum + year.interest, 0);
          expect(Math.abs(result.totalInterest - scheduled)).toBeLessThan(1e-6 * price);
          expect(result.totalOfPayments).toBeCloseTo(
            result.amortization.reduce((sum, year) => sum + year.payment, 0),
            4,
          );
        },
      ),
    );
  });

  it('month by month: stops at the balloon, whose row repays the balance left', () => {
    const input = landInputSchema.parse({ ...DEAL, balloonMonth: 36 });
    const months = landNoteSchedule(input);
    expect(months).toHaveLength(36);
    expect(months[35].balance).toBe(0);
    expect(months[35].payment).toBeCloseTo(570.04 + 35_430.31, 1);
    expect(months.reduce((sum, month) => sum + month.principal, 0)).toBeCloseTo(45_000, 6);
    expect(landNoteSchedule(landInputSchema.parse(DEAL))).toHaveLength(120);
  });
});
