import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Logger } from 'pino';
import { classifyAddress, isInCidr, parseCidr, parseIp, type AddressKind, type Cidr } from './ip-address';

/**
 * Where the server may send requests to URLs that users configure (an OIDC issuer, later a controller): the
 * public internet, plus what `OUTBOUND_ALLOWLIST` names. Outside production loopback is allowed as well (and
 * logged), so local identity providers and test fakes work.
 */
export interface OutboundPolicy {
  isProduction: boolean;
  /** Host names, addresses and networks (`idp.corp.example`, `10.1.2.3`, `10.0.0.0/8`, `fd00::/8`). */
  allowlist: readonly string[];
  logger: Pick<Logger, 'warn'>;
  /** Name resolution; DNS (every address of the name) unless a test resolves names itself. */
  resolve?: (hostname: string) => Promise<readonly LookupAddress[]>;
}

/** A request refused because its host is, or resolves to, an internal address. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: Exclude<AddressKind, 'public'>,
  ) {
    super(`Requests to ${host} are not allowed: it is a ${kind} address (${address})`);
    this.name = 'OutboundRefusedError';
  }
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A URL's host as compared and resolved: lower case, no IPv6 brackets, no trailing dot. */
export function normaliseHost(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase().replace(/\.$/, '');
}

/** Whether an `OUTBOUND_ALLOWLIST` entry is a host name, an address or a network (config validation). */
export function isAllowlistEntry(entry: string): boolean {
  return parseCidr(entry) !== null || HOST_NAME.test(entry);
}

interface Allowlist {
  hosts: ReadonlySet<string>;
  networks: readonly Cidr[];
}

function parseAllowlist(entries: readonly string[]): Allowlist {
  const hosts = new Set<string>();
  const networks: Cidr[] = [];
  for (const entry of entries) {
    const network = parseCidr(entry);
    if (network === null) {
      hosts.add(normaliseHost(entry));
    } else {
      networks.push(network);
    }
  }
  return { hosts, networks };
}

async function resolveAll(policy: OutboundPolicy, host: string): Promise<readonly LookupAddress[]> {
  const literal = parseIp(host);
  if (literal !== null) {
    return [{ address: host, family: literal.length === 4 ? 4 : 6 }];
  }
  if (policy.resolve !== undefined) {
    return policy.resolve(host);
  }
  return dns.lookup(host, { all: true, verbatim: true });
}

/** The guard of one policy: resolves a host and answers the addresses it may connect to, or refuses. */
export interface OutboundGuard {
  /** Every address of the host, all checked; throws OutboundRefusedError if any one is internal. */
  resolveHost(host: string): Promise<readonly LookupAddress[]>;
  /** Throws OutboundRefusedError unless the URL's host may be reached (and is http or https). */
  assertUrl(url: string | URL): Promise<void>;
}

/** Builds the guard of a policy (the allow-list parsed once; loopback use logged once per host). */
export function createOutboundGuard(policy: OutboundPolicy): OutboundGuard {
  const allowlist = parseAllowlist(policy.allowlist);
  const loggedLoopbackHosts = new Set<string>();

  function judge(host: string, address: string): void {
    const bytes = parseIp(address);
    const kind = bytes === null ? 'reserved' : classifyAddress(bytes);
    if (kind === 'public') {
      return;
    }
    if (
      allowlist.hosts.has(host) ||
      (bytes !== null && allowlist.networks.some((net) => isInCidr(bytes, net)))
    ) {
      return;
    }
    if (kind === 'loopback' && !policy.isProduction) {
      if (!loggedLoopbackHosts.has(host)) {
        loggedLoopbackHosts.add(host);
        policy.logger.warn(
          { host, address },
          'outbound request to a loopback address (allowed outside production)',
        );
      }
      return;
    }
    throw new OutboundRefusedError(host, address, kind);
  }

  async function resolveHost(rawHost: string): Promise<readonly LookupAddress[]> {
    const host = normaliseHost(rawHost);
    const addresses = await resolveAll(policy, host);
    // Every address is judged: a name with one public and one private address could be connected to either.
    for (const { address } of addresses) {
      judge(host, address);
    }
    return addresses;
  }

  return {
    resolveHost,
    async assertUrl(url) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new TypeError(`Only http and https URLs can be fetched, not ${parsed.protocol}`);
      }
      await resolveHost(parsed.hostname);
    },
  };
}

/**
 * A `lookup` for node:http that answers only addresses already checked, so the connection goes exactly where
 * the guard looked (no second DNS answer, no rebinding between the check and the connect).
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
    const first = usable[0];
    if (first === undefined) {
      callback(Object.assign(new Error('no allowed address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all === true) {
      callback(null, [...usable]);
      return;
    }
    callback(null, first.address, first.family);
  };
}
