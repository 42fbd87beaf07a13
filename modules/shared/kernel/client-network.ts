import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for: an IPv4 address itself (also when IPv4-mapped), an IPv6
 * address's /64, which one subscriber usually holds whole (so rotating within it counts as one).
 * Per-address limits and counts key on this.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return bare;
  const parsed = ipaddr.process(bare);
  return parsed.kind() === 'ipv4' ? parsed.toString() : `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
