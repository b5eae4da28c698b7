import { describe, it, expect } from 'vitest';
import {
  ROUTES,
  isNumericId,
  isUuidLike,
  loginRedirectPath,
  matchRoute,
  pageTitleFor,
  productTitleKindFor,
  resolveNavigation,
} from './routes';
import type { NavigationInput } from './routes';
import { makeUser } from './test-users';
import type { ClientUser } from './user';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function nav(pathname: string, user: ClientUser | null, search = '', extra: Partial<NavigationInput> = {}) {
  return resolveNavigation({ pathname, search, user, ...extra });
}

const blocked: Array<[string, Partial<ClientUser>]> = [
  ['expired licence', { licenseExpired: true }],
  ['expired subscription', { subscriptionExpired: true }],
  ['suspended licence', { licenseSuspended: true }],
  ['invalid licence', { licenseInvalid: true }],
];

describe('matchRoute', () => {
  it.each([
    ['/demo', 'demo'],
    ['/', 'root'],
    ['/insights', 'main'],
    ['/projects/abc', 'projectDashboard'],
    ['/projects/abc/integrations', 'project-integrations'],
    ['/projects/abc/optimizer', 'project-optimizer'],
    ['/projects/abc/17', 'projectFloorPlan'],
    ['/secure-project-view/key-1', 'secure-project-view'],
    ['/security-preference', 'security-preference'],
    ['/password', 'password'],
    ['/forgot-password', 'forgot-password'],
    ['/register', 'register'],
    ['/login', 'login'],
    ['/otp-login', 'otp-login'],
    ['/home/manage', 'home-manage'],
    ['/home/manage/my-page', 'my-page'],
    ['/manage', 'manage'],
    ['/manage/manage-home', 'manage-home'],
    ['/manage/projects', 'manage-projects'],
    ['/manage/licenses', 'manage-licenses'],
    ['/manage/organization-settings', 'organization-settings'],
    ['/device-auth-successful', 'device-auth-successful'],
    ['/saml-consume', 'saml-consume'],
    ['/oauth2-consent', 'oauth2-consent'],
    ['/eula-consent', 'eula-consent'],
    ['/nowhere', 'not-found'],
    ['/projects', 'not-found'],
    ['/projects/a/b/c', 'not-found'],
    ['/manage/other', 'not-found'],
  ])('matches %s to %s', (pathname, name) => {
    expect(matchRoute(pathname).route.name).toBe(name);
  });

  it('extracts and decodes path parameters', () => {
    expect(matchRoute('/projects/a%20b/42').params).toEqual({ projectId: 'a b', floorPlanRowId: '42' });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/insights/').route.name).toBe('main');
  });

  it('treats a doubled slash as not found', () => {
    expect(matchRoute('//insights').route.name).toBe('not-found');
  });

  it('treats a malformed escape as not found', () => {
    expect(matchRoute('/projects/%E0%A4%A').route.name).toBe('not-found');
  });

  it('is case-sensitive on literal segments', () => {
    expect(matchRoute('/Insights').route.name).toBe('not-found');
  });

  it('lists the not-found catch-all last and exactly once', () => {
    const catchAll = ROUTES.filter((route) => route.path === null);
    expect(catchAll.map((route) => route.name)).toEqual(['not-found']);
    expect(ROUTES[ROUTES.length - 1]?.name).toBe('not-found');
  });

  it('has unique route names', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks exactly the spec no-login routes', () => {
    const noLogin = ROUTES.filter((route) => route.meta.noLogin).map((route) => route.path);
    expect(noLogin).toEqual([
      '/demo',
      '/secure-project-view/:keyId',
      '/password',
      '/forgot-password',
      '/register',
      '/login',
      '/otp-login',
    ]);
  });

  it('never marks a route both no-login and login-required', () => {
    expect(ROUTES.filter((route) => route.meta.noLogin && route.meta.requiresLogin)).toEqual([]);
  });
});

describe('isUuidLike', () => {
  it.each([UUID, UUID.toUpperCase(), '00000000-0000-0000-0000-000000000000'])('accepts %s', (value) => {
    expect(isUuidLike(value)).toBe(true);
  });

  it.each([
    '',
    '42',
    'demo-project',
    `${UUID}0`,
    ` ${UUID}`,
    '3f2504e0-4f89-41d3-9a0c-0305e82c330g',
    '3f2504e04f8941d39a0c0305e82c3301',
  ])('rejects %j', (value) => {
    expect(isUuidLike(value)).toBe(false);
  });
});

describe('isNumericId', () => {
  it.each(['0', '7', '12345'])('accepts %s', (value) => {
    expect(isNumericId(value)).toBe(true);
  });

  it.each(['', '-1', '1.5', '1e3', ' 1', '12a', '١٢'])('rejects %j', (value) => {
    expect(isNumericId(value)).toBe(false);
  });
});

describe('loginRedirectPath', () => {
  it('encodes the original path and query', () => {
    expect(loginRedirectPath('/insights?band=SIX&x=1')).toBe(
      '/login?redirect=%2Finsights%3Fband%3DSIX%26x%3D1',
    );
  });

  it('omits the redirect for root', () => {
    expect(loginRedirectPath('/')).toBe('/login');
  });
});

describe('resolveNavigation — login gate', () => {
  it.each([
    '/insights',
    '/projects/abc',
    '/projects/abc/12',
    '/projects/abc/integrations',
    '/projects/abc/optimizer',
    '/security-preference',
    '/home/manage',
    '/home/manage/my-page',
    '/manage',
    '/manage/manage-home',
    '/manage/projects',
    '/manage/licenses',
    '/manage/organization-settings',
    '/eula-consent',
  ])('sends an anonymous visitor of %s to login with a redirect back', (pathname) => {
    expect(nav(pathname, null)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(pathname)}`,
    });
  });

  it('keeps the query in the redirect back', () => {
    expect(nav('/insights', null, '?band=SIX')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Finsights%3Fband%3DSIX',
    });
  });

  it('accepts a search without its leading question mark', () => {
    expect(nav('/insights', null, 'band=SIX')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Finsights%3Fband%3DSIX',
    });
  });

  it('sends an anonymous visitor of root to plain login', () => {
    expect(nav('/', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(['/demo', '/login', '/register', '/forgot-password', '/otp-login', '/secure-project-view/k1'])(
    'lets an anonymous visitor open %s',
    (pathname) => {
      expect(nav(pathname, null)).toEqual({ kind: 'allow' });
    },
  );

  it.each(['/device-auth-successful', '/saml-consume', '/oauth2-consent'])(
    'lets an anonymous visitor open the unguarded %s',
    (pathname) => {
      expect(nav(pathname, null)).toEqual({ kind: 'allow' });
    },
  );

  it.each(['/demo', '/login', '/register', '/forgot-password', '/otp-login', '/secure-project-view/k1'])(
    'sends a signed-in user on the no-login page %s to root',
    (pathname) => {
      expect(nav(pathname, makeUser())).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it('sends a signed-in user on /password with both values to root', () => {
    expect(nav('/password', makeUser(), '?userId=1&access_token=t')).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('resolveNavigation — EULA consent', () => {
  it.each([null, 'v3', 'V4', ''])('sends a user whose consent is %j to /eula-consent', (consent) => {
    expect(nav('/insights', makeUser({ eulaVersionConsent: consent }))).toEqual({
      kind: 'redirect',
      to: '/eula-consent',
    });
  });

  it('lets a user without consent open /eula-consent itself', () => {
    expect(nav('/eula-consent', makeUser({ eulaVersionConsent: 'v3' }))).toEqual({ kind: 'allow' });
  });

  it('takes precedence over the no-login rule', () => {
    expect(nav('/login', makeUser({ eulaVersionConsent: null }))).toEqual({
      kind: 'redirect',
      to: '/eula-consent',
    });
  });

  it('takes precedence over the access checks', () => {
    expect(nav('/', makeUser({ eulaVersionConsent: null, licenseExpired: true }))).toEqual({
      kind: 'redirect',
      to: '/eula-consent',
    });
  });

  it('applies on unknown paths too', () => {
    expect(nav('/nowhere', makeUser({ eulaVersionConsent: null }))).toEqual({
      kind: 'redirect',
      to: '/eula-consent',
    });
  });

  it('lets a consenting user open /eula-consent', () => {
    expect(nav('/eula-consent', makeUser())).toEqual({ kind: 'allow' });
  });
});

describe('resolveNavigation — guest sessions', () => {
  const guest = makeUser({
    role: 'GUEST',
    eulaVersionConsent: null,
    insightsAccessAllowed: false,
    licenseKey: null,
    licenseType: null,
  });
  const home = '/secure-project-view/k1';

  it('lets a guest stay on the secure project view without the EULA gate or the no-login rule', () => {
    expect(nav(home, guest, '?floor=3', { guestHome: home })).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/insights', '/projects/abc', '/manage/projects', '/eula-consent', '/home/manage/my-page'])(
    'sends a guest opening %s back to the secure project view',
    (pathname) => {
      expect(nav(pathname, guest, '', { guestHome: home })).toEqual({ kind: 'redirect', to: home });
    },
  );

  it('lets a guest open the sign-in pages to sign in with an account', () => {
    expect(nav('/login', guest, '', { guestHome: home })).toEqual({ kind: 'allow' });
  });

  it('treats a guest without a known secure project view as signed out', () => {
    expect(nav('/insights', guest)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Finsights' });
  });

  it('still gives unknown paths the not-found page', () => {
    expect(nav('/nowhere', guest, '?from=%2Fnowhere', { guestHome: home })).toEqual({ kind: 'not-found' });
  });
});

describe('resolveNavigation — root cloud check', () => {
  it('allows a user with insights access', () => {
    expect(nav('/', makeUser())).toEqual({ kind: 'allow' });
  });

  it.each([['cloudPlannerAccessAllowed'], ['optimizerAccess'], ['aiProCloudPlannerAccess']] as const)(
    'allows a user whose only flag is %s',
    (flag) => {
      expect(nav('/', makeUser({ insightsAccessAllowed: false, [flag]: true }))).toEqual({ kind: 'allow' });
    },
  );

  it('sends a user with none of the four flags to home-manage', () => {
    expect(nav('/', makeUser({ insightsAccessAllowed: false }))).toEqual({
      kind: 'redirect',
      to: '/home/manage/my-page',
    });
  });

  it.each(blocked)('sends a user with a %s to home-manage', (_label, overrides) => {
    expect(nav('/', makeUser(overrides))).toEqual({ kind: 'redirect', to: '/home/manage/my-page' });
  });

  it('re-checks a kept subscription date against now', () => {
    const user = makeUser({ subscriptionExpirationDate: '2025-01-01T00:00:00Z' });
    expect(nav('/', user, '', { now: new Date('2025-01-02T00:00:00Z') })).toEqual({
      kind: 'redirect',
      to: '/home/manage/my-page',
    });
    expect(nav('/', user, '', { now: new Date('2024-12-31T00:00:00Z') })).toEqual({ kind: 'allow' });
  });
});

describe('resolveNavigation — insights check', () => {
  const insightsPaths = [
    '/insights',
    '/security-preference',
    '/manage/manage-home',
    '/manage/projects',
    '/manage/licenses',
    '/manage/organization-settings',
  ];

  it.each(insightsPaths)('sends a user without insights access on %s to root', (pathname) => {
    expect(
      nav(pathname, makeUser({ insightsAccessAllowed: false, cloudPlannerAccessAllowed: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it.each(insightsPaths.flatMap((pathname) => blocked.map(([label, o]) => [pathname, label, o] as const)))(
    'sends a user on %s with a %s to home-manage',
    (pathname, _label, overrides) => {
      expect(nav(pathname, makeUser(overrides))).toEqual({ kind: 'redirect', to: '/home/manage/my-page' });
    },
  );

  it('sends a blocked user to home-manage even with insights allowed', () => {
    expect(nav('/insights', makeUser({ insightsAccessAllowed: true, licenseSuspended: true }))).toEqual({
      kind: 'redirect',
      to: '/home/manage/my-page',
    });
  });

  it('checks /manage before redirecting to manage home', () => {
    expect(nav('/manage', makeUser({ insightsAccessAllowed: false }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('allows /insights with insights access', () => {
    expect(nav('/insights', makeUser())).toEqual({ kind: 'allow' });
  });

  it('allows /security-preference with insights access', () => {
    expect(nav('/security-preference', makeUser())).toEqual({ kind: 'allow' });
  });
});

describe('resolveNavigation — home-manage', () => {
  it('redirects /home/manage to its my-page child', () => {
    expect(nav('/home/manage', makeUser())).toEqual({ kind: 'redirect', to: '/home/manage/my-page' });
  });

  it('lets a user with a blocked licence open my-page (no access check, no loop)', () => {
    const user = makeUser({ licenseExpired: true, insightsAccessAllowed: false });
    expect(nav('/home/manage/my-page', user)).toEqual({ kind: 'allow' });
    expect(nav('/home/manage', user)).toEqual({ kind: 'redirect', to: '/home/manage/my-page' });
  });
});

describe('resolveNavigation — manage area', () => {
  it('redirects /manage to manage home', () => {
    expect(nav('/manage', makeUser())).toEqual({ kind: 'redirect', to: '/manage/manage-home' });
  });

  it('allows manage home for a non-admin with insights access', () => {
    expect(nav('/manage/manage-home', makeUser())).toEqual({ kind: 'allow' });
  });

  it.each(['/manage/projects', '/manage/licenses'])('sends a non-admin on %s to manage home', (pathname) => {
    expect(nav(pathname, makeUser({ enterprisePlusAccess: true }))).toEqual({
      kind: 'redirect',
      to: '/manage/manage-home',
    });
  });

  it.each(['/manage/projects', '/manage/licenses'])('allows an admin on %s', (pathname) => {
    expect(nav(pathname, makeUser({ orgAdmin: true }))).toEqual({ kind: 'allow' });
  });

  it('allows organisation settings for an admin with enterprise-plus', () => {
    expect(
      nav('/manage/organization-settings', makeUser({ orgAdmin: true, enterprisePlusAccess: true })),
    ).toEqual({
      kind: 'allow',
    });
  });

  it.each([
    ['admin without enterprise-plus', { orgAdmin: true, enterprisePlusAccess: false }],
    ['non-admin with enterprise-plus', { orgAdmin: false, enterprisePlusAccess: true }],
    ['non-admin without enterprise-plus', { orgAdmin: false, enterprisePlusAccess: false }],
  ])('shows not-found on organisation settings to an %s', (_label, overrides) => {
    expect(nav('/manage/organization-settings', makeUser(overrides))).toEqual({ kind: 'not-found' });
  });
});

describe('resolveNavigation — /password', () => {
  it('allows an anonymous visitor with userId and access_token', () => {
    expect(nav('/password', null, '?userId=7&access_token=abc')).toEqual({ kind: 'allow' });
  });

  it.each(['', '?userId=7', '?access_token=abc', '?userId=&access_token=abc', '?userId=7&access_token='])(
    'sends an anonymous visitor with %j to root',
    (search) => {
      expect(nav('/password', null, search)).toEqual({ kind: 'redirect', to: '/' });
    },
  );
});

describe('resolveNavigation — projects', () => {
  it('allows the dashboard of a non-UUID project without insights access', () => {
    expect(nav('/projects/demo-1', makeUser({ insightsAccessAllowed: false }))).toEqual({ kind: 'allow' });
  });

  it('allows the dashboard of a UUID project with insights access', () => {
    expect(nav(`/projects/${UUID}`, makeUser())).toEqual({ kind: 'allow' });
  });

  it('sends a user without insights access from a UUID project dashboard to root', () => {
    expect(nav(`/projects/${UUID}`, makeUser({ insightsAccessAllowed: false }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it.each(blocked)('sends a user with a %s from a UUID floor plan to home-manage', (_label, overrides) => {
    expect(nav(`/projects/${UUID}/3`, makeUser(overrides))).toEqual({
      kind: 'redirect',
      to: '/home/manage/my-page',
    });
  });

  it('allows a numeric floor plan row id', () => {
    expect(nav(`/projects/${UUID}/12`, makeUser())).toEqual({ kind: 'allow' });
  });

  it.each(['abc', '1a', '-1', '1.0'])('raises the floor-plan error for row id %j', (rowId) => {
    expect(nav(`/projects/p1/${rowId}`, makeUser())).toEqual({
      kind: 'error',
      message: 'Invalid floor plan row id provided',
    });
  });

  it('checks insights access before validating the row id', () => {
    expect(nav(`/projects/${UUID}/abc`, makeUser({ insightsAccessAllowed: false }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('allows integrations without the UUID insights check', () => {
    expect(nav(`/projects/${UUID}/integrations`, makeUser({ insightsAccessAllowed: false }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('resolveNavigation — optimizer', () => {
  const optimizerUser = makeUser({ optimizerAccess: true });

  it('leaves the app for the optimizer site', () => {
    expect(
      nav('/projects/p1/optimizer', optimizerUser, '', { optimizerUrl: 'https://opt.example.com/' }),
    ).toEqual({
      kind: 'external',
      to: 'https://opt.example.com/projects/p1',
    });
  });

  it('encodes the project id', () => {
    expect(
      nav('/projects/a%2Fb/optimizer', optimizerUser, '', { optimizerUrl: 'https://opt.example.com' }),
    ).toEqual({
      kind: 'external',
      to: 'https://opt.example.com/projects/a%2Fb',
    });
  });

  it('sends a user without optimizer access back to the project dashboard', () => {
    expect(
      nav('/projects/p1/optimizer', makeUser(), '', { optimizerUrl: 'https://opt.example.com' }),
    ).toEqual({
      kind: 'redirect',
      to: '/projects/p1',
    });
  });

  it('sends a user with a blocked licence back to the project dashboard', () => {
    const user = makeUser({ optimizerAccess: true, licenseSuspended: true });
    expect(nav('/projects/p1/optimizer', user, '', { optimizerUrl: 'https://opt.example.com' })).toEqual({
      kind: 'redirect',
      to: '/projects/p1',
    });
  });

  it('is not found without a configured optimizer URL', () => {
    expect(nav('/projects/p1/optimizer', optimizerUser)).toEqual({ kind: 'not-found' });
  });
});

describe('resolveNavigation — not-found', () => {
  it('redirects to itself with the from query', () => {
    expect(nav('/nowhere', null)).toEqual({ kind: 'redirect', to: '/nowhere?from=%2Fnowhere' });
  });

  it('keeps other query values', () => {
    expect(nav('/nowhere/deep', makeUser(), '?a=1')).toEqual({
      kind: 'redirect',
      to: '/nowhere/deep?a=1&from=%2Fnowhere%2Fdeep',
    });
  });

  it('shows not-found once the from query is present', () => {
    expect(nav('/nowhere', null, '?from=%2Fnowhere')).toEqual({ kind: 'not-found' });
  });

  it('shows not-found for an empty from query', () => {
    expect(nav('/nowhere', makeUser(), '?from=')).toEqual({ kind: 'not-found' });
  });
});

describe('pageTitleFor', () => {
  it.each([
    '/',
    '/manage',
    '/manage/manage-home',
    '/manage/organization-settings',
    '/login',
    '/otp-login',
    '/password',
    '/forgot-password',
    '/register',
    '/something/login',
  ])('uses the cloud title on %s', (pathname) => {
    expect(pageTitleFor(pathname)).toBe('Airlens Cloud');
    expect(productTitleKindFor(pathname)).toBe('cloud');
  });

  it.each([
    '/insights',
    '/projects/p1',
    '/home/manage',
    '/demo',
    '/eula-consent',
    '/security-preference',
    '/nowhere',
  ])('uses the insights title on %s', (pathname) => {
    expect(pageTitleFor(pathname)).toBe('Airlens Insights');
    expect(productTitleKindFor(pathname)).toBe('insights');
  });
});
