import { useEffect, useState, type RefObject } from 'react';

/**
 * Moves the keyboard focus to an access point's marker once it is drawn: a placed AP takes the focus the plan
 * had (placing switches back to the select tool, whose plan is not focusable), so the arrow keys, R and Ctrl+Z
 * keep working instead of the focus falling to the page. Returns the function that asks for it.
 */
export function useFocusMarker(
  containerRef: RefObject<HTMLElement | null>,
  drawnApIds: readonly { id: string }[],
): (apId: string) => void {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) {
      return;
    }
    const marker = containerRef.current?.querySelector<SVGGElement>(`[data-ap-id="${CSS.escape(pending)}"]`);
    if (marker !== null && marker !== undefined) {
      marker.focus();
      setPending(null);
    }
  }, [pending, drawnApIds, containerRef]);
  return setPending;
}
