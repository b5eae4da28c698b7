/** One validation failure as fastify-type-provider-zod reports it: a zod issue with its path in `instancePath`. */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A zod issue inside a union's branches (path relative to the union). */
interface NestedIssue {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  values?: readonly unknown[];
  errors?: readonly (readonly NestedIssue[])[];
  keys?: readonly string[];
}

type Segment = string | number;

/**
 * The path as people read it: `users[1].role`. `whole` names the request part when the path is empty
 * ('body', 'querystring'); `list` names an array at the top (the route's last segment: `users`).
 */
export function fieldName(path: readonly Segment[], whole: string, list = whole): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      text += `${text.length > 0 ? '' : list}[${segment}]`;
    } else {
      text += text.length > 0 ? `.${segment}` : segment;
    }
  }
  return text.length > 0 ? text : whole;
}

function segmentsOf(instancePath: string): Segment[] {
  return instancePath
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The union branch the input most likely meant: the one with fewest issues, unknown keys counting most. */
function closestBranch(branches: readonly (readonly NestedIssue[])[]): readonly NestedIssue[] {
  const cost = (issues: readonly NestedIssue[]) =>
    issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? 10 : 1), 0);
  return [...branches].sort((a, b) => cost(a) - cost(b))[0] ?? [];
}

function describe(issue: NestedIssue): string {
  if (issue.code === 'invalid_value' && Array.isArray(issue.values) && issue.values.length > 1) {
    return `must be one of ${issue.values.map(String).join(', ')}`;
  }
  if (issue.code === 'invalid_value' && Array.isArray(issue.values) && issue.values.length === 1) {
    return `must be ${String(issue.values[0])}`;
  }
  if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
    return `unknown field(s) ${issue.keys.join(', ')}`;
  }
  return issue.message ?? 'Invalid input';
}

function flatten(issue: NestedIssue, base: readonly Segment[]): { path: Segment[]; text: string }[] {
  const path = [...base, ...((issue.path ?? []) as Segment[])];
  if (issue.code === 'invalid_union' && Array.isArray(issue.errors) && issue.errors.length > 0) {
    const branch = closestBranch(issue.errors);
    if (branch.length > 0) {
      return branch.flatMap((inner) => flatten(inner, path));
    }
  }
  return [{ path, text: describe(issue) }];
}

/**
 * The details of a 400 for failed request validation, each naming the field and what is allowed:
 * `users[1].role: must be one of OWNER, WRITE_SHARE_USER, WRITE_USER, READ_USER`. A union is reported through
 * the branch the input came closest to; `whole` names the request part, `list` an array body.
 */
export function validationDetails(issues: readonly ValidationIssue[], whole: string, list = whole): string[] {
  const details = issues.flatMap((issue) =>
    flatten(
      {
        code: issue.keyword,
        message: issue.message,
        ...(issue.params as Omit<NestedIssue, 'path' | 'code' | 'message'> | undefined),
      },
      segmentsOf(issue.instancePath),
    ),
  );
  return [...new Set(details.map((detail) => `${fieldName(detail.path, whole, list)}: ${detail.text}`))];
}

/** The name of an array request part in messages: an array body is named after the route's last static segment. */
export function listName(context: string | undefined, routeUrl: string | undefined): string {
  if (context === 'body' && routeUrl !== undefined) {
    const last = routeUrl
      .split('?')[0]
      ?.split('/')
      .filter((segment) => segment.length > 0 && !segment.startsWith(':'))
      .at(-1);
    if (last !== undefined) {
      return last;
    }
  }
  return context ?? 'request';
}
