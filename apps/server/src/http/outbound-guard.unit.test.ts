import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { classifyAddress, embeddedIpv4, parseCidr, parseIp, type AddressKind } from './ip-address';
import {
  createOutboundGuard,
  isAllowlistEntry,
  OutboundRefusedError,
  pinnedLookup,
  type OutboundPolicy,
} from './outbound-guard';

function kindOf(address: string): AddressKind {
  const bytes = parseIp(address);
  if (bytes === null) {
    throw new Error(`not an address: ${address}`);
  }
  return classifyAddress(bytes);
}

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.10.20', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // IPv4 inside IPv6: mapped (dotted and hex), compatible, NAT64 and 6to4 are judged by their IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::c0a8:0101', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    // Public addresses, including ones next to private ranges.
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['11.0.0.1', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2002:0808:0808::1', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(kindOf(address)).toBe(kind);
  });

  it('reads the IPv4 address inside IPv6 forms, and not inside :: and ::1', () => {
    expect(embeddedIpv4(parseIp('::ffff:1.2.3.4') ?? [])).toEqual([1, 2, 3, 4]);
    expect(embeddedIpv4(parseIp('2002:0102:0304::') ?? [])).toEqual([1, 2, 3, 4]);
    expect(embeddedIpv4(parseIp('::1') ?? [])).toBeNull();
    expect(embeddedIpv4(parseIp('::') ?? [])).toBeNull();
  });

  it('parses networks and refuses what is not one', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ bytes: [10, 0, 0, 0], prefix: 8 });
    expect(parseCidr('::1')?.prefix).toBe(128);
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('fd00::/129')).toBeNull();
    expect(parseCidr('example.com')).toBeNull();
    expect(isAllowlistEntry('idp.corp.example')).toBe(true);
    expect(isAllowlistEntry('10.0.0.0/8')).toBe(true);
    expect(isAllowlistEntry('fd00::/8')).toBe(true);
    expect(isAllowlistEntry('http://idp.example')).toBe(false);
    expect(isAllowlistEntry('10.0.0.0/40')).toBe(false);
  });
});

/** A resolver answering chosen addresses for names, as DNS would (and failing for unknown names). */
function fakeDns(names: Record<string, string[]>): OutboundPolicy['resolve'] {
  return async (hostname) => {
    const addresses = names[hostname];
    if (addresses === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const DNS = fakeDns({
  'idp.example.com': ['93.184.216.34'],
  'intranet.example.com': ['10.0.0.5'],
  'metadata.google.internal': ['169.254.169.254'],
  'split.example.com': ['93.184.216.34', '192.168.0.10'],
  'v6.example.com': ['fd00::5'],
  localhost: ['127.0.0.1', '::1'],
});

function guardFor(options: { isProduction: boolean; allowlist?: string[] }) {
  const warnings: unknown[] = [];
  const guard = createOutboundGuard({
    isProduction: options.isProduction,
    allowlist: options.allowlist ?? [],
    logger: { warn: (object: unknown) => warnings.push(object) },
    resolve: DNS,
  });
  return { guard, warnings };
}

async function verdict(guard: ReturnType<typeof guardFor>['guard'], url: string): Promise<string> {
  try {
    await guard.assertUrl(url);
    return 'allowed';
  } catch (error) {
    return error instanceof OutboundRefusedError ? `refused ${error.kind}` : `error ${String(error)}`;
  }
}

describe('the outbound guard in production', () => {
  const { guard } = guardFor({ isProduction: true });

  it.each<[string, string]>([
    ['https://idp.example.com/realms/a', 'allowed'],
    ['https://8.8.8.8/', 'allowed'],
    ['https://[2606:4700:4700::1111]/', 'allowed'],
    ['https://127.0.0.1/', 'refused loopback'],
    ['https://localhost:8443/', 'refused loopback'],
    ['https://[::1]/', 'refused loopback'],
    ['https://[::ffff:127.0.0.1]/', 'refused loopback'],
    ['https://[::ffff:7f00:1]/', 'refused loopback'],
    // Decimal, hex, octal and short spellings of 127.0.0.1 and 169.254.169.254 (the URL parser normalises them).
    ['https://2130706433/', 'refused loopback'],
    ['https://0x7f000001/', 'refused loopback'],
    ['https://0177.0.0.1/', 'refused loopback'],
    ['https://127.1/', 'refused loopback'],
    ['https://0xa9.0xfe.0xa9.0xfe/', 'refused metadata'],
    ['https://2852039166/latest/meta-data/', 'refused metadata'],
    ['https://169.254.169.254/', 'refused metadata'],
    ['https://metadata.google.internal/', 'refused metadata'],
    ['https://[fe80::1]/', 'refused link-local'],
    ['https://10.0.0.1/', 'refused private'],
    ['https://192.168.1.1/', 'refused private'],
    ['https://100.64.0.1/', 'refused private'],
    ['https://[fd00::1]/', 'refused private'],
    ['https://0.0.0.0/', 'refused unspecified'],
    ['https://[::]/', 'refused unspecified'],
    // DNS names are judged by what they resolve to, every address of them.
    ['https://intranet.example.com/', 'refused private'],
    ['https://split.example.com/', 'refused private'],
    ['https://v6.example.com/', 'refused private'],
    ['https://INTRANET.example.com./', 'refused private'],
  ])('%s is %s', async (url, expected) => {
    expect(await verdict(guard, url)).toBe(expected);
  });

  it('lets a name that does not resolve fail as DNS fails, and refuses other schemes', async () => {
    expect(await verdict(guard, 'https://nowhere.example.com/')).toMatch(/^error .*ENOTFOUND/);
    expect(await verdict(guard, 'file:///etc/passwd')).toMatch(/^error TypeError/);
  });

  it('allows what OUTBOUND_ALLOWLIST names: a host, an address or a network', async () => {
    const listed = guardFor({
      isProduction: true,
      allowlist: ['intranet.example.com', '192.168.1.1', 'fd00::/8'],
    }).guard;
    expect(await verdict(listed, 'https://intranet.example.com/')).toBe('allowed');
    expect(await verdict(listed, 'https://192.168.1.1/')).toBe('allowed');
    expect(await verdict(listed, 'https://v6.example.com/')).toBe('allowed');
    expect(await verdict(listed, 'https://192.168.1.2/')).toBe('refused private');
    expect(await verdict(listed, 'https://127.0.0.1/')).toBe('refused loopback');
  });
});

describe('the outbound guard outside production', () => {
  it('allows loopback and logs it once per host, but still refuses private and metadata targets', async () => {
    const { guard, warnings } = guardFor({ isProduction: false });
    expect(await verdict(guard, 'http://127.0.0.1:9000/')).toBe('allowed');
    expect(await verdict(guard, 'http://127.0.0.1:9001/')).toBe('allowed');
    expect(await verdict(guard, 'http://localhost:9000/')).toBe('allowed');
    expect(await verdict(guard, 'http://[::1]:9000/')).toBe('allowed');
    expect(warnings).toEqual([
      { host: '127.0.0.1', address: '127.0.0.1' },
      { host: 'localhost', address: '127.0.0.1' },
      { host: '::1', address: '::1' },
    ]);
    expect(await verdict(guard, 'http://10.0.0.1/')).toBe('refused private');
    expect(await verdict(guard, 'http://169.254.169.254/')).toBe('refused metadata');
  });
});

describe('pinnedLookup', () => {
  const addresses: LookupAddress[] = [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ];

  it('answers only the checked addresses, one or all, by family', () => {
    const lookup = pinnedLookup(addresses);
    const answers: unknown[] = [];
    lookup('anything.example', { all: true }, (error, address) => answers.push([error, address]));
    lookup('anything.example', { family: 6 }, (error, address, family) =>
      answers.push([error, address, family]),
    );
    lookup('anything.example', {}, (error, address, family) => answers.push([error, address, family]));
    expect(answers).toEqual([
      [null, addresses],
      [null, '2606:2800:220:1::1', 6],
      [null, '93.184.216.34', 4],
    ]);
  });
});
