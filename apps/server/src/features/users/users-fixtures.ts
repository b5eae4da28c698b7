/**
 * Shared setup of the users route tests: one app per test file with a movable clock, mail delivered to an
 * in-process SMTP server, an enterprise organisation with its admin, and a user of another organisation.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import { createSmtpMailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestClock,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
} from '../auth/test-accounts';

export const WHO_AM_I = '/userapi/v1/users/who-am-i';

// The password texts of the domain's rules, pinned here as the API answers them (field prefix included).
export const POLICY_TOO_SHORT = 'password: Password must be at least 12 characters long.';
export const POLICY_TOO_SIMPLE =
  'password: Password must contain at least three of: lowercase letters, uppercase letters, digits and symbols.';
export const CONTAINS_EMAIL = 'password: Password must not contain your e-mail address.';
export const BASELINE_TOO_SHORT = 'password: Password must be at least 8 characters long.';
export const TOO_LONG = 'password: Password must be at most 128 characters long.';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

interface Seeded {
  t: TestApp;
  orgId: string;
  admin: TestAccount;
  stranger: TestAccount;
}

/** The clock, the mailbox and what the file's beforeAll seeds; adminSession may be replaced by a test. */
export interface UsersFixture extends Seeded {
  clock: ReturnType<typeof createTestClock>;
  received: ReceivedMail[];
  adminSession: TestSession;
  /** The decoded body of the count-th mail to `to`, once the work after the answers has run (drainJobs). */
  waitForMail: (to: string, count: number) => Promise<string>;
  /** How many mails `to` has received so far. */
  mailsTo: (to: string) => number;
  /** The status who-am-i answers for a session cookie alone (a GET needs no CSRF token). */
  whoAmIStatus: (session: TestSession) => Promise<number>;
}

/** Quoted-printable soft breaks and escapes removed, so links can be read from the raw message. */
function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function startSmtp(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
}

/** Registers the file's beforeAll/afterAll and answers the fixture they fill in. */
export function useUsersFixture(): UsersFixture {
  const clock = createTestClock(new Date());
  const received: ReceivedMail[] = [];
  const smtp = startSmtp(received);
  let seeded: Seeded | undefined;
  let adminSession: TestSession | undefined;
  // Read only inside tests: touching the fixture before beforeAll ran is a mistake worth a clear error.
  const ready = (): Seeded => {
    if (seeded === undefined) {
      throw new Error('the users fixture is used before beforeAll');
    }
    return seeded;
  };
  const fx: UsersFixture = {
    clock,
    received,
    get t() {
      return ready().t;
    },
    get orgId() {
      return ready().orgId;
    },
    get admin() {
      return ready().admin;
    },
    get stranger() {
      return ready().stranger;
    },
    get adminSession() {
      if (adminSession === undefined) {
        throw new Error('the users fixture is used before beforeAll');
      }
      return adminSession;
    },
    set adminSession(session: TestSession) {
      adminSession = session;
    },
    async waitForMail(to: string, count: number): Promise<string> {
      // Mail goes out after the answer; once that work has run, the SMTP server has accepted (and kept) it.
      await drainJobs(ready().t.app);
      const latest = received.filter((mail) => mail.to.includes(to))[count - 1];
      if (latest === undefined) {
        throw new Error(`no mail ${count} for ${to} after every job ran`);
      }
      return decodeBody(latest.raw);
    },
    mailsTo(to: string): number {
      return received.filter((mail) => mail.to.includes(to)).length;
    },
    async whoAmIStatus(session: TestSession): Promise<number> {
      return (await fx.t.app.inject({ method: 'GET', url: WHO_AM_I, headers: authHeaders(session, false) }))
        .statusCode;
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const t = await createTestApp({
      env: { ...ACCOUNTS_TEST_ENV, SMTP_URL: smtpUrl, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
      deps: { now: clock.now, mailer: createSmtpMailer(smtpUrl, 'Airlens <no-reply@airlens.test>') },
    });
    const orgId = await createTestOrg(t, { enterprisePlus: true });
    const otherOrgId = await createTestOrg(t, { enterprisePlus: true });
    const admin = await createTestAccount(t, {
      orgId,
      orgAdmin: true,
      product: 'Software Suite',
      email: 'admin-users@example.com',
    });
    adminSession = await signIn(t.app, admin);
    const stranger = await createTestAccount(t, { orgId: otherOrgId, product: 'Connect' });
    seeded = { t, orgId, admin, stranger };
  });

  afterAll(async () => {
    await seeded?.t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  return fx;
}
