import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false as soon as it turns false: loaders appear only for
 * loads slow enough to notice, so fast answers do not flash a spinner.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const timer = setTimeout(() => setIsShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setIsShown(false);
    };
  }, [active, delayMs]);
  return active && isShown;
}
