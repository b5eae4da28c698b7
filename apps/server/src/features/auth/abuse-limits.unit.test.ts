import { describe, expect, it } from 'vitest';
import { clientNetworkKey } from './abuse-limits.service';

describe('clientNetworkKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientNetworkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 clients by their /64 network, however the address is written', () => {
    expect(clientNetworkKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientNetworkKey('2001:0db8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientNetworkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkKey('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientNetworkKey('unknown')).toBe('unknown');
  });
});
