import { describe, expect, it } from 'vitest';
import { isApiOrFilePath } from './spa';

describe('isApiOrFilePath', () => {
  it('keeps API paths and files as JSON 404s', () => {
    expect(isApiOrFilePath('/projectapi/v1/projects/p1')).toBe(true);
    expect(isApiOrFilePath('/assets/index-abc123.js')).toBe(true);
    expect(isApiOrFilePath('/favicon.ico')).toBe(true);
    expect(isApiOrFilePath('/media/clip.mp4')).toBe(true);
  });

  it('leaves app routes whose last segment only looks like a number with a dot to the web app', () => {
    expect(isApiOrFilePath('/projects/p1/1.5')).toBe(false);
    expect(isApiOrFilePath('/projects/p1/3')).toBe(false);
    expect(isApiOrFilePath('/projects/p1/2.25')).toBe(false);
  });
});
