import { describe, expect, it } from 'vitest';
import { parseAddress } from './lead-address.ts';

describe('parseAddress', () => {
  it('reads the city, state and ZIP of a full address', () => {
    expect(parseAddress('  1200 Ranch Road 12 ,Wimberley,  tx 78676-1234 ')).toEqual({
      display: '1200 Ranch Road 12, Wimberley, tx 78676-1234',
      key: '1200 ranch rd 12 wimberley tx 78676 1234',
      city: 'Wimberley',
      state: 'TX',
      zip: '78676',
    });
  });

  it('keeps what it cannot read as null', () => {
    expect(parseAddress('12 Oak St, Austin TX')).toMatchObject({ city: 'Austin', state: 'TX', zip: null });
    expect(parseAddress('Lot 4 off County Road 210 78676')).toMatchObject({ city: null, state: null, zip: '78676' });
    expect(parseAddress('12 Oak St, Springfield, ZZ')).toMatchObject({ city: null, state: null, zip: null });
    expect(parseAddress('Wimberley, TX')).toMatchObject({ city: null, state: 'TX' });
  });

  it('gives one key to the same address written two ways', () => {
    expect(parseAddress('12 North Oak Street, Austin, TX').key).toBe(parseAddress('12 n. oak st,  AUSTIN tx').key);
    expect(parseAddress('12 North Oak Street, Austin, TX').key).not.toBe(parseAddress('14 North Oak Street, Austin, TX').key);
  });
});
