import supertest from 'supertest';
import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { REFERENCE_RENTAL } from './testing/fixtures.ts';

describeHost('listings: the deal calculator API', () => {
  const test = useTestHost({ startDispatcher: false });

  async function visitor() {
    const user = browser(test.host);
    await user.get('/api/properties');
    return user;
  }

  it('analyzes the reference rental for a visitor, with the defaults it used', async () => {
    const response = await (await visitor()).send('post', '/api/analysis/rental', REFERENCE_RENTAL);
    expect(response.status).toBe(200);
    const { strategy, input, result } = response.body;
    expect(strategy).toBe('rental');
    expect(input).toMatchObject({ ...REFERENCE_RENTAL, pointsPercent: 0, managementBase: 'collected', projection: { years: 30 } });
    expect(result.netOperatingIncome).toBeCloseTo(14_376.0, 2);
    expect(result.monthlyDebtService).toBeCloseTo(1_064.48, 2);
    expect(result.monthlyCashFlow).toBeCloseTo(133.52, 2);
    expect(result.cashOnCashPercent).toBeCloseTo(3.204, 3);
    expect(result.capRatePercent).toBeCloseTo(7.188, 3);
    expect(result.dscr).toBeCloseTo(1.1254, 4);
    expect(result.grossRentMultiplier).toBeCloseTo(8.333, 3);
    expect(result.onePercentRule).toEqual({ targetMonthlyRent: 2_000, passes: true });
    expect(result.projection).toHaveLength(30);
    expect(result.amortization).toHaveLength(30);
  });

  it('answers the other strategies, including an infinite BRRRR', async () => {
    const user = await visitor();
    const flip = await user.send('post', '/api/analysis/flip', { purchasePrice: 150_000, repairs: 40_000, arv: 260_000 });
    expect(flip.status).toBe(200);
    expect(flip.body.result.maxOffer).toBe(142_000);
    const wholesale = await user.send('post', '/api/analysis/wholesale', {
      arv: 200_000,
      repairs: 30_000,
      assignmentFee: 10_000,
      contractPrice: 95_000,
    });
    expect(wholesale.body.result.maximumAllowableOffer).toBe(100_000);
    const brrrr = await user.send('post', '/api/analysis/brrrr', {
      purchasePrice: 100_000,
      rehabCosts: 30_000,
      arv: 200_000,
      holdingMonths: 0,
      purchasePointsPercent: 0,
      closingCosts: 3_000,
      refinanceCosts: 3_000,
      monthlyRent: 1_800,
      taxesPerYear: 2_400,
      insurancePerYear: 1_000,
    });
    // 53,000 in; 150,000 − 80,000 − 3,000 = 67,000 out: 14,000 beyond the investment
    expect(brrrr.body.result).toMatchObject({ infinite: true, cashRecoveredBeyondInvestment: 14_000, cashOnCashPercent: null });
    const land = await user.send('post', '/api/analysis/land', { price: 50_000, acres: 25 });
    expect(land.body.result.pricePerAcre).toBe(2_000);
  });

  it('refuses bad input with 400 and the problems, field by field', async () => {
    const response = await (
      await visitor()
    ).send('post', '/api/analysis/rental', { ...REFERENCE_RENTAL, purchasePrice: -5, vacancyPercent: 140, monthlyRent: undefined });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid deal analysis input');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['purchasePrice'], message: 'Purchase price must be more than $0' }),
        expect.objectContaining({ path: ['vacancyPercent'], message: 'Vacancy cannot be more than 100%' }),
        expect.objectContaining({ path: ['monthlyRent'], message: 'Monthly rent is required' }),
      ]),
    );
    expect(response.body.details).toHaveLength(3);
  });

  it('answers 404 for an unknown strategy', async () => {
    const response = await (await visitor()).send('post', '/api/analysis/timeshare', REFERENCE_RENTAL);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'unknown_strategy' });
  });

  it('still requires the CSRF header on the POST', async () => {
    const response = await supertest(test.host.app).post('/api/analysis/rental').send(REFERENCE_RENTAL);
    expect(response.status).toBe(403);
  });
});
