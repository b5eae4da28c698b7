import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from './routes';

describe('route names', () => {
  it("names the project's optimizer route 'optimizer' (spec §2)", () => {
    const matches = matchRoutes(appRoutes, '/projects/p1/optimizer') ?? [];
    const leaf = matches.at(-1);
    expect(leaf?.route.id).toBe('optimizer');
    expect(leaf?.params.projectId).toBe('p1');
  });
});
