// An organisation admin must not be able to point the server at its own network through the OIDC issuer
// (server-side request forgery): in production internal issuers are refused unless OUTBOUND_ALLOWLIST names them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER_INTERNAL, ISSUER_UNREACHABLE } from './sso.service';
import { ACME_DOMAIN, createSsoWorld, putSso, type SsoWorld } from './sso.test-helpers';

const PRODUCTION = {
  NODE_ENV: 'production',
  SECRET_KEY: 'a-production-secret-key-of-at-least-32-characters',
};

function oidcConfig(issuer: string) {
  return {
    enabled: true,
    protocol: 'OIDC',
    issuer,
    clientId: 'client',
    clientSecret: 'secret',
    emailDomains: [ACME_DOMAIN],
  };
}

/** A listener on loopback that counts requests: a refused issuer must never be asked anything. */
let internal: Server;
let requests = 0;
let port: number;

beforeAll(async () => {
  internal = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
});

describe('the OIDC issuer in production', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await createSsoWorld({ env: PRODUCTION });
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('is refused with a clear 400 when it is or resolves to an internal address, and never fetched', async () => {
    for (const issuer of [
      `https://127.0.0.1:${port}/`,
      `https://localhost:${port}/realms/acme`,
      `https://[::1]:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://2130706433:${port}/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.20.30.40/realms/acme',
      'https://192.168.0.1/',
      'https://[fd00:ec2::254]/',
    ]) {
      const response = await putSso(world.t, world.admin, oidcConfig(issuer));
      expect(response.statusCode, issuer).toBe(400);
      expect(response.json(), issuer).toEqual({
        message: `issuer: ${ISSUER_INTERNAL}`,
        errorMessageList: [{ localizedDescription: `issuer: ${ISSUER_INTERNAL}` }],
      });
    }
    expect(requests).toBe(0);
    const { rows } = await world.t.database.query('SELECT 1 FROM sso_configurations WHERE org_id = $1', [
      world.orgId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the OIDC issuer in production with OUTBOUND_ALLOWLIST', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await createSsoWorld({ env: { ...PRODUCTION, OUTBOUND_ALLOWLIST: '127.0.0.1, 10.0.0.0/8' } });
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('lets a listed address through to discovery (which then judges the issuer), and still refuses the rest', async () => {
    const listed = await putSso(world.t, world.admin, oidcConfig(`https://127.0.0.1:${port}/`));
    expect(listed.statusCode).toBe(400);
    // Past the guard: discovery ran (over TLS to a plain listener, so it failed) and says so.
    expect(listed.json<{ message: string }>().message).toBe(`issuer: ${ISSUER_UNREACHABLE}`);
    const other = await putSso(world.t, world.admin, oidcConfig('https://192.168.0.1/'));
    expect(other.json<{ message: string }>().message).toBe(`issuer: ${ISSUER_INTERNAL}`);
  });
});
