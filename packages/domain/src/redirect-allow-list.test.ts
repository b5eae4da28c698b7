import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isAllowedRedirect, isSameAppPath, safeRedirectTarget } from './redirect-allow-list';

const allow = {
  origins: ['https://app.airlens.example', 'https://partner.example.org:8443'],
  domains: ['example.com', '.docs.example.net'],
};

describe('isAllowedRedirect', () => {
  it.each([
    'https://app.airlens.example',
    'https://app.airlens.example/',
    'https://app.airlens.example/projects/1?x=1#top',
    'https://APP.AIRLENS.EXAMPLE/path',
    'https://app.airlens.example:443/x',
    'https://partner.example.org:8443/welcome',
    'https://example.com',
    'https://example.com/path',
    'https://www.example.com/path',
    'https://a.b.example.com/',
    'https://EXAMPLE.com/',
    'https://docs.example.net/guide',
    'https://eu.docs.example.net/guide',
  ])('allows %s', (url) => {
    expect(isAllowedRedirect(url, allow)).toBe(true);
  });

  it.each([
    ['plain http', 'http://example.com/'],
    ['http to an allowed origin', 'http://app.airlens.example/'],
    ['a look-alike domain', 'https://evil-example.com/'],
    ['a suffix without a dot', 'https://notexample.com/'],
    ['the domain as a prefix', 'https://example.com.evil.com/'],
    ['userinfo before the host', 'https://example.com@evil.com/'],
    ['userinfo on an allowed host', 'https://user:pass@example.com/'],
    ['a backslash', 'https://example.com\\@evil.com/'],
    ['a backslash in the path', 'https://example.com/\\evil'],
    ['protocol-relative', '//evil.com/'],
    ['protocol-relative to an allowed host', '//example.com/'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with https text', 'javascript://example.com/%0aalert(1)'],
    ['data', 'data:text/html,hi'],
    ['a relative path', '/projects'],
    ['an empty string', ''],
    ['a missing host', 'https:///example.com'],
    ['https with one slash', 'https:/example.com'],
    ['leading whitespace', ' https://example.com/'],
    ['an embedded tab', 'https://exa\tmple.com/'],
    ['an embedded newline', 'https://example.com/\n'],
    ['a non-default port on a domain', 'https://example.com:8443/'],
    ['a different port on an allowed origin', 'https://partner.example.org/'],
    ['a port on an origin that has none', 'https://app.airlens.example:444/'],
    ['a trailing-dot host', 'https://example.com./'],
    ['a subdomain of an origin host', 'https://x.app.airlens.example/'],
    ['an unrelated host', 'https://evil.com/?next=https://example.com'],
    ['an IP address', 'https://127.0.0.1/'],
  ])('rejects %s', (_label, url) => {
    expect(isAllowedRedirect(url, allow)).toBe(false);
  });

  it('rejects everything with empty lists', () => {
    expect(isAllowedRedirect('https://example.com/', { origins: [], domains: [] })).toBe(false);
  });

  it('ignores an empty domain entry instead of allowing every host', () => {
    expect(isAllowedRedirect('https://evil.com/', { origins: [], domains: ['', '.'] })).toBe(false);
  });

  it('ignores a non-https or malformed origin entry', () => {
    expect(
      isAllowedRedirect('https://plain.example/', {
        origins: ['http://plain.example', 'nonsense'],
        domains: [],
      }),
    ).toBe(false);
  });

  it('never allows a host outside the lists (property)', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const inList = host === 'example.com' || host.endsWith('.example.com');
        fc.pre(!inList && !host.endsWith('docs.example.net') && host !== 'app.airlens.example');
        return !isAllowedRedirect(`https://${host}/`, allow);
      }),
    );
  });

  it('allows every subdomain of an allowed domain (property)', () => {
    fc.assert(fc.property(fc.domain(), (host) => isAllowedRedirect(`https://${host}.example.com/x`, allow)));
  });
});

describe('isSameAppPath', () => {
  it.each(['/', '/insights', '/projects/1?band=SIX#floor', '/a/b/../c'])('accepts %s', (path) => {
    expect(isSameAppPath(path)).toBe(true);
  });

  it.each([
    '',
    'insights',
    '//evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/ /evil',
    '/\t/evil.com',
    'https://example.com/',
    ' /x',
  ])('rejects %j', (path) => {
    expect(isSameAppPath(path)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('returns a same-app path unchanged', () => {
    expect(safeRedirectTarget('/projects/1?band=SIX', allow)).toBe('/projects/1?band=SIX');
  });

  it('returns an allowed URL unchanged', () => {
    expect(safeRedirectTarget('https://www.example.com/a?b=1', allow)).toBe('https://www.example.com/a?b=1');
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    'http://example.com/',
  ])('returns null for %j', (target) => {
    expect(safeRedirectTarget(target, allow)).toBeNull();
  });
});
