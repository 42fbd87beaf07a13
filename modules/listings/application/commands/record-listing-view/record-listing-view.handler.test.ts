import { describe, expect, it } from 'vitest';
import { networkOf } from './record-listing-view.handler.ts';

describe('the network a viewer is counted by', () => {
  it('is an IPv4 address itself, also when IPv4-mapped', () => {
    expect(networkOf('203.0.113.5')).toBe('203.0.113.5');
    expect(networkOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(networkOf('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(networkOf('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(networkOf('2001:0DB8:0007:0008:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:7:8::/64');
    expect(networkOf('2001:db8::7:8:1:2:3')).toBe('2001:db8:0:7::/64');
    expect(networkOf('2001:db8::')).toBe('2001:db8::/64');
    expect(networkOf('::1')).toBe('::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(networkOf('64:ff9b:1:2:3:4:1.2.3.4')).toBe('64:ff9b:1:2::/64');
  });

  it('is anything else as given', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});
