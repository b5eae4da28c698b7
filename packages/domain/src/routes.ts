import { hasCloudAccess, hasOptimizerAccess, isLicenceBlocked, isOrgSettingsAllowed } from './access';
import { EULA_VERSION, INVALID_FLOOR_PLAN_ROW_ID, PRODUCT_TITLES } from './constants';
import type { ClientUser } from './user';

/** Which access check a route needs besides login. */
type RouteAccess = 'cloud' | 'insights' | null;

/** Guard rules of one route (docs/product-spec.md §2 route table, §4 Login gate and Access redirects). */
interface RouteMeta {
  /** Open without login; a signed-in user opening it goes to root. */
  noLogin: boolean;
  /** Needs a signed-in user; otherwise login with a redirect back. */
  requiresLogin: boolean;
  /** Access check after login. */
  access: RouteAccess;
  /** Only org admins; others land on manage home. */
  adminOnly: boolean;
  /** Only org admins with enterprise-plus; others see not-found. */
  enterprisePlusOnly: boolean;
  /** Query values that must all be present, otherwise the route goes to root. */
  needsQuery: readonly string[];
  /** Path this route always redirects to once its guards pass, or null. */
  redirectTo: string | null;
  /** A UUID-shaped projectId gets the insights check. */
  uuidProjectInsightsCheck: boolean;
  /** A path parameter that must be all digits. */
  numericParam: string | null;
}

/** One route: a path pattern with `:param` segments, a name and its guard rules. */
interface RouteDefinition {
  /** Path pattern, e.g. `/projects/:projectId/:floorPlanRowId`; null for the catch-all not-found route. */
  path: string | null;
  /** Route name. */
  name: string;
  /** Guard rules. */
  meta: RouteMeta;
}

/** Path of the cloud landing page. */
export const ROOT_PATH = '/';
/** Path of the login screen. */
export const LOGIN_PATH = '/login';
/** Path of the EULA consent screen. */
const EULA_CONSENT_PATH = '/eula-consent';
/** Path of home-manage; it always redirects to its my-page child. */
export const HOME_MANAGE_PATH = '/home/manage';
/** Path of the my-page child of home-manage: where users with a blocked licence land. */
export const HOME_MANAGE_MY_PAGE_PATH = '/home/manage/my-page';
/** Path of manage home. */
export const MANAGE_HOME_PATH = '/manage/manage-home';

const BASE_META: RouteMeta = {
  noLogin: false,
  requiresLogin: false,
  access: null,
  adminOnly: false,
  enterprisePlusOnly: false,
  needsQuery: [],
  redirectTo: null,
  uuidProjectInsightsCheck: false,
  numericParam: null,
};

function route(path: string | null, name: string, meta: Partial<RouteMeta> = {}): RouteDefinition {
  return { path, name, meta: { ...BASE_META, ...meta } };
}

const NO_LOGIN = { noLogin: true } as const;
const LOGIN = { requiresLogin: true } as const;
const INSIGHTS = { requiresLogin: true, access: 'insights' } as const;

/**
 * The route table of docs/product-spec.md §2 as data, in match order (literal segments before parameters). The projectView
 * parent and its empty dashboard child share one path, so the redirect is a no-op and the dashboard renders.
 */
export const ROUTES: readonly RouteDefinition[] = [
  route('/demo', 'demo', NO_LOGIN),
  route('/', 'root', { requiresLogin: true, access: 'cloud' }),
  route('/insights', 'main', INSIGHTS),
  // The online planner's entry (the landing tile): opens the latest design in edit mode.
  route('/planner', 'planner', { requiresLogin: true, access: 'cloud' }),
  route('/projects/:projectId', 'projectDashboard', { ...LOGIN, uuidProjectInsightsCheck: true }),
  route('/projects/:projectId/integrations', 'project-integrations', LOGIN),
  route('/projects/:projectId/optimizer', 'project-optimizer', LOGIN),
  route('/projects/:projectId/:floorPlanRowId', 'projectFloorPlan', {
    ...LOGIN,
    uuidProjectInsightsCheck: true,
    numericParam: 'floorPlanRowId',
  }),
  route('/secure-project-view/:keyId', 'secure-project-view', NO_LOGIN),
  route('/security-preference', 'security-preference', INSIGHTS),
  route('/password', 'password', { ...NO_LOGIN, needsQuery: ['userId', 'access_token'] }),
  route('/forgot-password', 'forgot-password', NO_LOGIN),
  route('/register', 'register', NO_LOGIN),
  route('/login', 'login', NO_LOGIN),
  route('/otp-login', 'otp-login', NO_LOGIN),
  route('/home/manage', 'home-manage', { ...LOGIN, redirectTo: HOME_MANAGE_MY_PAGE_PATH }),
  route('/home/manage/my-page', 'my-page', LOGIN),
  route('/manage', 'manage', { ...INSIGHTS, redirectTo: MANAGE_HOME_PATH }),
  route('/manage/manage-home', 'manage-home', INSIGHTS),
  route('/manage/projects', 'manage-projects', { ...INSIGHTS, adminOnly: true }),
  route('/manage/licenses', 'manage-licenses', { ...INSIGHTS, adminOnly: true }),
  route('/manage/report-templates', 'report-templates', INSIGHTS),
  route('/manage/organization-settings', 'organization-settings', { ...INSIGHTS, enterprisePlusOnly: true }),
  route('/device-auth-successful', 'device-auth-successful'),
  route('/saml-consume', 'saml-consume'),
  route('/oauth2-consent', 'oauth2-consent'),
  route('/eula-consent', 'eula-consent', LOGIN),
  route(null, 'not-found'),
];

const NOT_FOUND_ROUTE = ROUTES[ROUTES.length - 1] ?? route(null, 'not-found');

/** A matched route with its decoded path parameters. */
interface RouteMatch {
  /** The matched route (the not-found route when nothing else matches). */
  route: RouteDefinition;
  /** Decoded path parameters by name. */
  params: Record<string, string>;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return splitPath(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The route a pathname resolves to (a trailing slash is ignored; empty segments never match a parameter). */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.startsWith('/') && !pathname.includes('//') ? decodeSegments(pathname) : null;
  if (segments === null) {
    return { route: NOT_FOUND_ROUTE, params: {} };
  }
  for (const candidate of ROUTES) {
    if (candidate.path === null) {
      continue;
    }
    const params = matchPattern(candidate.path, segments);
    if (params !== null) {
      return { route: candidate, params };
    }
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** Whether a string has the 8-4-4-4-12 hexadecimal shape of a UUID (any version, any case). */
export function isUuidLike(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Whether a string is a non-empty run of ASCII digits (a valid floor plan row id). */
export function isNumericId(value: string): boolean {
  return /^\d+$/.test(value);
}

/** The login path that brings the user back to `original` (path plus query) after signing in. */
export function loginRedirectPath(original: string): string {
  if (original === '' || original === ROOT_PATH) {
    return LOGIN_PATH;
  }
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(original)}`;
}

/** Outcome of a navigation: render, go elsewhere in the app, leave the app, show not-found, or raise an error. */
type NavigationResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; to: string }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string };

/** What the guard needs to decide a navigation. */
export interface NavigationInput {
  /** The path being opened, e.g. `/projects/42`. */
  pathname: string;
  /** The query string, with or without the leading `?` (may be empty). */
  search: string;
  /** The signed-in user, or null. */
  user: ClientUser | null;
  /** Current time for subscription checks; defaults to no re-check of the subscription date. */
  now?: Date;
  /** Base URL of the external optimizer site (clarifications `OPTIMIZER_URL`); without it the route is not found. */
  optimizerUrl?: string;
  /**
   * Where a GUEST session belongs: the secure project view of its stored key. A guest opening any page that
   * needs a signed-in user goes there; without it the guest is treated as signed out.
   */
  guestHome?: string | null;
}

function redirect(to: string): NavigationResult {
  return { kind: 'redirect', to };
}

function normalizeSearch(search: string): string {
  if (search === '' || search === '?') {
    return '';
  }
  return search.startsWith('?') ? search : `?${search}`;
}

function insightsCheck(user: ClientUser, now: Date | undefined): NavigationResult | null {
  if (isLicenceBlocked(user, now)) {
    return redirect(HOME_MANAGE_MY_PAGE_PATH);
  }
  if (!user.insightsAccessAllowed) {
    return redirect(ROOT_PATH);
  }
  return null;
}

function accessCheck(meta: RouteMeta, user: ClientUser, now: Date | undefined): NavigationResult | null {
  if (meta.access === 'cloud') {
    return hasCloudAccess(user, now) ? null : redirect(HOME_MANAGE_MY_PAGE_PATH);
  }
  if (meta.access === 'insights') {
    return insightsCheck(user, now);
  }
  return null;
}

function notFoundResult(pathname: string, query: URLSearchParams): NavigationResult {
  if (query.has('from')) {
    return { kind: 'not-found' };
  }
  const withFrom = new URLSearchParams(query);
  withFrom.set('from', pathname);
  return redirect(`${pathname}?${withFrom.toString()}`);
}

function routeRules(match: RouteMatch, input: NavigationInput, user: ClientUser): NavigationResult | null {
  const { meta } = match.route;
  const access = accessCheck(meta, user, input.now);
  if (access !== null) {
    return access;
  }
  const projectId = match.params.projectId ?? '';
  if (meta.uuidProjectInsightsCheck && isUuidLike(projectId)) {
    const insights = insightsCheck(user, input.now);
    if (insights !== null) {
      return insights;
    }
  }
  if (meta.adminOnly && !user.orgAdmin) {
    return redirect(MANAGE_HOME_PATH);
  }
  if (meta.enterprisePlusOnly && !isOrgSettingsAllowed(user)) {
    return { kind: 'not-found' };
  }
  return null;
}

/**
 * The web route guard: decides what opening `pathname?search` does for `user`, applying the login gate,
 * EULA consent, no-login pages, access redirects and per-route rules of docs/product-spec.md §2 and §4, in that order.
 */
export function resolveNavigation(input: NavigationInput): NavigationResult {
  const { pathname, user } = input;
  const search = normalizeSearch(input.search);
  const query = new URLSearchParams(search);
  const match = matchRoute(pathname);
  const { meta, name } = match.route;

  if (user !== null && user.role === 'GUEST') {
    return guestNavigation(input, match);
  }

  if (meta.requiresLogin && user === null) {
    return redirect(loginRedirectPath(`${pathname}${search}`));
  }
  if (user !== null && user.eulaVersionConsent !== EULA_VERSION && name !== 'eula-consent') {
    return redirect(EULA_CONSENT_PATH);
  }
  if (user !== null && meta.noLogin) {
    return redirect(ROOT_PATH);
  }
  if (meta.needsQuery.some((key) => (query.get(key) ?? '') === '')) {
    return redirect(ROOT_PATH);
  }
  if (match.route.path === null) {
    return notFoundResult(pathname, query);
  }
  if (user !== null) {
    const ruled = routeRules(match, input, user);
    if (ruled !== null) {
      return ruled;
    }
  }
  if (meta.numericParam !== null && !isNumericId(match.params[meta.numericParam] ?? '')) {
    return { kind: 'error', message: INVALID_FLOOR_PLAN_ROW_ID };
  }
  if (meta.redirectTo !== null) {
    return redirect(meta.redirectTo);
  }
  if (name === 'project-optimizer') {
    return optimizerResult(match.params.projectId ?? '', input);
  }
  return { kind: 'allow' };
}

/**
 * A GUEST reads one shared project and holds no licence (docs/product-spec.md §4): pages open without login (the secure
 * project view itself among them) open as for a signed-out visitor, with no EULA gate; every other page
 * leads back to the guest's secure project view, or to sign-in when that is unknown.
 */
function guestNavigation(input: NavigationInput, match: RouteMatch): NavigationResult {
  const home = input.guestHome ?? null;
  if (match.route.path !== null && !match.route.meta.noLogin && home !== null && home !== '') {
    return redirect(home);
  }
  return resolveNavigation({ ...input, user: null });
}

function optimizerResult(projectId: string, input: NavigationInput): NavigationResult {
  const dashboard = `/projects/${encodeURIComponent(projectId)}`;
  if (input.user === null || !hasOptimizerAccess(input.user, input.now)) {
    return redirect(dashboard);
  }
  const base = (input.optimizerUrl ?? '').replace(/\/+$/, '');
  if (base === '') {
    return { kind: 'not-found' };
  }
  return { kind: 'external', to: `${base}${dashboard}` };
}

const CLOUD_TITLE_SUFFIXES = ['/login', 'otp-login', '/password', '/forgot-password', '/register'];

/** Which product title a path shows (docs/product-spec.md §2 Page title rule). */
export function productTitleKindFor(pathname: string): 'cloud' | 'insights' {
  if (pathname === ROOT_PATH || pathname.startsWith('/manage')) {
    return 'cloud';
  }
  return CLOUD_TITLE_SUFFIXES.some((suffix) => pathname.endsWith(suffix)) ? 'cloud' : 'insights';
}

/** The document title of a path: the cloud-product title or the insights-product title (docs/product-spec.md §2). */
export function pageTitleFor(pathname: string): string {
  return PRODUCT_TITLES[productTitleKindFor(pathname)];
}
