import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldName, listName, validationDetails, type ValidationIssue } from './validation-message';

const ROLES = ['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER'] as const;
const entry = z.union([
  z.strictObject({ username: z.email(), role: z.enum(ROLES) }),
  z.strictObject({ groupId: z.uuid(), role: z.enum(ROLES) }),
]);

/** The issues as fastify-type-provider-zod hands them to the error handler. */
function issuesOf(schema: z.ZodType, input: unknown): ValidationIssue[] {
  const result = schema.safeParse(input);
  if (result.success) {
    throw new Error('expected a failure');
  }
  return result.error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
  });
}

describe('validationDetails', () => {
  it('names the array entry and the allowed roles for a bad role in a union entry', () => {
    const issues = issuesOf(z.array(entry), [
      { username: 'a@example.com', role: 'OWNER' },
      { username: 'b@example.com', role: 'ADMIN' },
    ]);
    expect(validationDetails(issues, 'body', 'users')).toEqual([
      'users[1].role: must be one of OWNER, WRITE_SHARE_USER, WRITE_USER, READ_USER',
    ]);
  });

  it('names nested fields and enum values in an object body', () => {
    const schema = z.object({
      settings: z.object({ restriction: z.enum(['A', 'B']) }),
      tags: z.array(z.string()),
    });
    const issues = issuesOf(schema, { settings: { restriction: 'C' }, tags: ['x', 3] });
    expect(validationDetails(issues, 'body', 'things')).toEqual([
      'settings.restriction: must be one of A, B',
      'tags[1]: Invalid input: expected string, received number',
    ]);
  });

  it('names the request part when the whole of it is wrong', () => {
    expect(validationDetails(issuesOf(z.object({ a: z.string() }), 'text'), 'body')).toEqual([
      'body: Invalid input: expected object, received string',
    ]);
  });
});

describe('fieldName and listName', () => {
  it('reads paths with indexes like code', () => {
    expect(fieldName([0, 'users', 2, 'role'], 'body', 'items')).toBe('items[0].users[2].role');
    expect(fieldName([], 'querystring')).toBe('querystring');
  });

  it("names an array body after the route's last static segment", () => {
    expect(listName('body', '/shareapi/v1/projects/:id/users')).toBe('users');
    expect(listName('querystring', '/shareapi/v1/projects/:id/users')).toBe('querystring');
  });
});
