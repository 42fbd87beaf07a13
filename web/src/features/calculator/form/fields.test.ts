import { describe, expect, it } from 'vitest';
import { draftToRaw, EXAMPLE_INPUTS, exampleDrafts, inputToDraft, parseDraft, propertyDrafts, sameInputs } from './fields.ts';

describe('calculator drafts', () => {
  it('turn typed text into the schema’s input: thousands separators, percent as percent, nested projection fields', () => {
    const draft = {
      ...exampleDrafts().rental,
      purchasePrice: '250,000',
      vacancyPercent: '7.5',
      'projection.years': '10',
      managementBase: 'gross',
    };
    const parsed = parseDraft('rental', draft);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input).toMatchObject({ purchasePrice: 250_000, vacancyPercent: 7.5, managementBase: 'gross', projection: { years: 10 } });
  });

  it('leave empty fields out, so a default applies or the schema says what is required', () => {
    const raw = draftToRaw('wholesale', { ...exampleDrafts().wholesale, endBuyerPrice: '' });
    expect(raw).not.toHaveProperty('endBuyerPrice');
    const parsed = parseDraft('rental', { ...exampleDrafts().rental, monthlyRent: '', vacancyPercent: '140', loanTermYears: '2.5' });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        monthlyRent: 'Monthly rent is required',
        vacancyPercent: 'Vacancy cannot be more than 100%',
        loanTermYears: 'Loan term must be a whole number of years',
      },
    });
    expect(parseDraft('rental', { ...exampleDrafts().rental, purchasePrice: 'lots' })).toMatchObject({
      ok: false,
      errors: { purchasePrice: 'Purchase price must be a number' },
    });
  });

  it('round-trip every example input', () => {
    for (const strategy of ['rental', 'flip', 'wholesale', 'brrrr', 'land'] as const) {
      const parsed = parseDraft(strategy, inputToDraft(strategy, EXAMPLE_INPUTS[strategy]));
      expect(parsed).toEqual({ ok: true, input: EXAMPLE_INPUTS[strategy] });
    }
  });

  it('prefill a listing’s price, ARV, repairs and acres, and leave what only the buyer knows empty', () => {
    const drafts = propertyDrafts({ price: 185_000, arv: 240_000, estimatedRepairs: 25_000, acres: 0.25 });
    expect(drafts.rental).toMatchObject({ purchasePrice: '185,000', upfrontRepairs: '25,000', monthlyRent: '', taxesPerYear: '' });
    expect(drafts.flip).toMatchObject({ purchasePrice: '185,000', arv: '240,000', repairs: '25,000' });
    expect(drafts.wholesale).toMatchObject({ contractPrice: '185,000', arv: '240,000', assignmentFee: '' });
    expect(drafts.brrrr).toMatchObject({ purchasePrice: '185,000', rehabCosts: '25,000', arv: '240,000' });
    expect(drafts.land).toMatchObject({ price: '185,000', acres: '0.25' });
    expect(parseDraft('flip', drafts.flip).ok).toBe(true);
    const unknown = propertyDrafts({ price: 40_000, arv: null, estimatedRepairs: null, acres: null });
    expect(unknown.flip).toMatchObject({ arv: '', repairs: '' });
    expect(unknown.rental.upfrontRepairs).toBe('0');
  });

  it('compare inputs by value, whatever the key order', () => {
    expect(sameInputs({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameInputs({ a: 1 }, { a: 2 })).toBe(false);
  });
});
