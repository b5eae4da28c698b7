import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { preloadRouteScreens } from './route-preload';
import { appRoutes } from './routes';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** The lazy screens a route element renders (directly or inside a fragment). */
function screensOf(node: ReactNode): Preloadable[] {
  if (!isValidElement(node)) {
    return [];
  }
  const element = node as ReactElement<{ children?: ReactNode }>;
  const type = element.type as unknown as Partial<Preloadable>;
  const own = typeof type.preload === 'function' ? [type as Preloadable] : [];
  const children = element.props.children;
  const nested = Array.isArray(children) ? children.flatMap(screensOf) : screensOf(children);
  return [...own, ...nested];
}

function screensAt(pathname: string): Preloadable[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap((match) => screensOf(match.route.element));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloadRouteScreens', () => {
  it('starts loading every screen of the route: the dashboard and its upload launcher on /insights', () => {
    const screens = screensAt('/insights');
    expect(screens).toHaveLength(2);
    const spies = screens.map((screen) => vi.spyOn(screen, 'preload').mockResolvedValue(undefined));
    preloadRouteScreens('/insights');
    for (const spy of spies) {
      expect(spy).toHaveBeenCalledTimes(1);
    }
  });

  it('loads nothing for a route that renders no screen, and survives a failed chunk', () => {
    expect(() => preloadRouteScreens('/manage')).not.toThrow();
    const [myPage] = screensAt('/home/manage/my-page');
    expect(myPage).toBeDefined();
    const spy = vi.spyOn(myPage as Preloadable, 'preload').mockRejectedValue(new Error('chunk failed'));
    expect(() => preloadRouteScreens('/home/manage/my-page')).not.toThrow();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
