import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('the network a client counts as', () => {
  it('is an IPv4 address itself, also when IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientNetwork('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(clientNetwork('2001:0DB8:0007:0008:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:7:8::/64');
    expect(clientNetwork('2001:db8::7:8:1:2:3')).toBe('2001:db8:0:7::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8::/64');
    expect(clientNetwork('::1')).toBe('::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientNetwork('64:ff9b:1:2:3:4:1.2.3.4')).toBe('64:ff9b:1:2::/64');
  });

  it('is anything else as given', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
