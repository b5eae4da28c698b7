import { ControllerArchiveError } from './errors.ts';

/**
 * A member name made comparable (`./xmlDir/a.xml` → `xmlDir/a.xml`, a folder's trailing `/` dropped), or an
 * `UNSAFE_PATH` error for a name that could escape the folder it is unpacked into: absolute, `..`, a drive
 * letter, a backslash or a control character.
 */
export function safeMemberPath(name: string): string {
  let path = name;
  while (path.startsWith('./')) {
    path = path.slice(2);
  }
  if (path.endsWith('/')) {
    path = path.slice(0, -1);
  }
  const segments = path.split('/');
  const unsafe =
    path.length === 0 ||
    path.startsWith('/') ||
    /^[A-Za-z]:/.test(path) ||
    path.includes('\\') ||
    [...path].some((char) => char.charCodeAt(0) < 32) ||
    segments.some((segment) => segment === '..' || segment === '');
  if (unsafe) {
    throw new ControllerArchiveError(
      'UNSAFE_PATH',
      `The archive member "${printable(name)}" has an unsafe path (absolute, "..", or a control character).`,
    );
  }
  return segments.filter((segment) => segment !== '.').join('/');
}

/** A name shortened and stripped of control characters, for a message. */
export function printable(name: string): string {
  const clean = [...name].map((char) => (char.charCodeAt(0) < 32 ? '?' : char)).join('');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}
