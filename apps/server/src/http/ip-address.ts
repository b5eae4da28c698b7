import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as its bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = readonly number[];

/** Why an address is not a public internet address; `public` when it is one. */
export type AddressKind =
  'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'metadata' | 'reserved';

/** A network: its first address and prefix length (`10.0.0.0/8`, `fc00::/7`). */
export interface Cidr {
  bytes: IpBytes;
  prefix: number;
}

function parseIpv4(text: string): IpBytes | null {
  if (!isIPv4(text)) {
    return null;
  }
  return text.split('.').map(Number);
}

/** Expands an IPv6 text (`::`, an embedded dotted quad, a `%zone`) to 16 bytes. */
function parseIpv6(text: string): IpBytes | null {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) {
    return null;
  }
  let groupsText = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1] !== undefined) {
    tail.push(...(parseIpv4(dotted[1]) ?? []));
    groupsText = `${address.slice(0, -dotted[1].length)}0:0`;
  }
  const [head = '', rest] = groupsText.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...restGroups];
  const bytes = groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (tail.length === 4) {
    bytes.splice(12, 4, ...tail);
  }
  return bytes;
}

/** The bytes of an IPv4 or IPv6 address text (brackets allowed), or null when it is not an address. */
export function parseIp(text: string): IpBytes | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return parseIpv4(bare) ?? parseIpv6(bare);
}

/** `10.0.0.0/8`, `fd00::/8` or a single address (a /32 or /128); null when the text is neither. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText] = text.trim().split('/');
  const bytes = parseIp(address);
  if (bytes === null) {
    return null;
  }
  const maxPrefix = bytes.length * 8;
  if (prefixText === undefined) {
    return { bytes, prefix: maxPrefix };
  }
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > maxPrefix) {
    return null;
  }
  return { bytes, prefix: Number(prefixText) };
}

/** Whether an address lies in a network of the same family. */
export function isInCidr(bytes: IpBytes, cidr: Cidr): boolean {
  if (bytes.length !== cidr.bytes.length) {
    return false;
  }
  for (let bit = 0; bit < cidr.prefix; bit += 1) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((cidr.bytes[index] ?? 0) & mask)) {
      return false;
    }
  }
  return true;
}

function builtIn(text: string): Cidr {
  const cidr = parseCidr(text);
  if (cidr === null) {
    throw new Error(`bad built-in network ${text}`);
  }
  return cidr;
}

function cidrs(entries: readonly (readonly [string, AddressKind])[]) {
  return entries.map(([text, kind]) => ({ cidr: builtIn(text), kind }));
}

// Cloud instance metadata services: AWS, GCP and Azure (IPv4 and AWS IPv6), Alibaba, Oracle.
const METADATA = cidrs([
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['192.0.0.192', 'metadata'],
]);

// IANA special-purpose registries (RFC 6890 and successors): nothing here is a public internet host.
const SPECIAL_V4 = cidrs([
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'reserved'],
  ['240.0.0.0/4', 'reserved'],
]);

const SPECIAL_V6 = cidrs([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  // The rest of the deprecated IPv4-compatible block (::a.b.c.d is judged by its IPv4 address first).
  ['::/96', 'reserved'],
  ['64:ff9b:1::/48', 'private'],
  ['100::/64', 'reserved'],
  ['2001:db8::/32', 'reserved'],
  ['fc00::/7', 'private'],
  ['fec0::/10', 'private'],
  ['fe80::/10', 'link-local'],
  ['ff00::/8', 'reserved'],
]);

/** IPv6 forms that carry an IPv4 address at a byte offset: mapped, compatible, NAT64 and 6to4. */
const EMBEDDED_V4: readonly { cidr: Cidr; offset: number }[] = [
  { cidr: builtIn('::ffff:0:0/96'), offset: 12 },
  { cidr: builtIn('::/96'), offset: 12 },
  { cidr: builtIn('64:ff9b::/96'), offset: 12 },
  { cidr: builtIn('2002::/16'), offset: 2 },
];

/** The IPv4 address an IPv6 address stands for (`::ffff:127.0.0.1`, `64:ff9b::a9fe:a9fe`, `2002:7f00:1::`), or null. */
export function embeddedIpv4(bytes: IpBytes): IpBytes | null {
  if (bytes.length !== 16) {
    return null;
  }
  for (const { cidr, offset } of EMBEDDED_V4) {
    if (!isInCidr(bytes, cidr)) {
      continue;
    }
    const v4 = bytes.slice(offset, offset + 4);
    // In the compatible block `::` and `::1` are themselves, not 0.0.0.0 and 0.0.0.1.
    if (cidr.prefix === 96 && cidr.bytes.every((byte) => byte === 0) && v4[0] === 0) {
      return null;
    }
    return v4;
  }
  return null;
}

/** What kind of address this is: public, or why not (loopback, private, link-local, metadata…). */
export function classifyAddress(bytes: IpBytes): AddressKind {
  const v4 = bytes.length === 4 ? bytes : embeddedIpv4(bytes);
  const target = v4 ?? bytes;
  const metadata = METADATA.find((entry) => isInCidr(target, entry.cidr));
  if (metadata !== undefined) {
    return metadata.kind;
  }
  const table = target.length === 4 ? SPECIAL_V4 : SPECIAL_V6;
  return table.find((entry) => isInCidr(target, entry.cidr))?.kind ?? 'public';
}
