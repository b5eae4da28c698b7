import { useEffect, useMemo, useState } from 'react';
import { CanvasTexture, NearestFilter, SRGBColorSpace, TextureLoader, type Texture } from 'three';
import { useThree } from '@react-three/fiber';

/**
 * The texture of an image URL, or null while it loads or when it cannot be read (the floor is then drawn plain
 * rather than failing the view). Disposed when the URL changes or the floor leaves the scene.
 */
export function useUrlTexture(url: string | null): Texture | null {
  const [loaded, setLoaded] = useState<{ url: string; texture: Texture } | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (url === null) {
      return undefined;
    }
    let texture: Texture | null = null;
    let isCurrent = true;
    new TextureLoader().load(url, (next) => {
      next.colorSpace = SRGBColorSpace;
      texture = next;
      if (isCurrent) {
        setLoaded({ url, texture: next });
        invalidate();
      } else {
        next.dispose();
      }
    });
    return () => {
      isCurrent = false;
      texture?.dispose();
    };
  }, [url, invalidate]);
  // A texture of an earlier URL is never shown for the current one.
  return loaded !== null && loaded.url === url ? loaded.texture : null;
}

/** A canvas (a drawn heatmap) as a texture whose cells stay sharp, disposed with the canvas. */
export function useCanvasTexture(canvas: HTMLCanvasElement | null): Texture | null {
  const texture = useMemo(() => {
    if (canvas === null) {
      return null;
    }
    const next = new CanvasTexture(canvas);
    next.colorSpace = SRGBColorSpace;
    next.magFilter = NearestFilter;
    return next;
  }, [canvas]);
  useEffect(() => () => texture?.dispose(), [texture]);
  return texture;
}
