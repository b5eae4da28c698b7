/** The size a thumbnail fits into, in pixels. */
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;

/** What a thumbnail shows: a floor image (or none) and the APs on it in floor-plan units. */
export interface ThumbnailInput {
  image: Uint8Array | null;
  /** Floor-plan width and height in units (the AP coordinates' space). */
  planWidth: number;
  planHeight: number;
  accessPoints: { x: number; y: number; mine: boolean }[];
}

// Decoding refuses images larger than this many pixels (a hostile PNG or SVG cannot balloon memory).
const MAX_INPUT_PIXELS = 80_000_000;

function markersSvg(
  width: number,
  height: number,
  points: { x: number; y: number; mine: boolean }[],
): Buffer {
  const radius = Math.max(3, Math.round(Math.min(width, height) / 60));
  const circles = points
    .map((point) => {
      const fill = point.mine ? '#0068FF' : '#FF8500';
      return `<circle cx="${point.x.toFixed(1)}" cy="${point.y.toFixed(1)}" r="${radius}" fill="${fill}" stroke="#FFFFFF" stroke-width="1.5"/>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${circles}</svg>`,
  );
}

/** sharp (libvips), imported when the first thumbnail is drawn rather than at start-up. */
async function loadSharp() {
  return (await import('sharp')).default;
}

async function scaledFloor(
  image: Uint8Array,
): Promise<{ data: Buffer; width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .flatten({ background: '#FFFFFF' })
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // An image the decoder cannot read still gets a thumbnail: the markers on a blank plan.
    return null;
  }
}

/**
 * Renders the thumbnail PNG: the floor image scaled to fit 400×300 with every visible AP as a dot (blue
 * for "my" APs, orange for others); a blank plan of the floor's proportions when there is no usable image.
 */
export async function renderThumbnail(input: ThumbnailInput): Promise<Buffer> {
  const floor = input.image === null ? null : await scaledFloor(input.image);
  const aspect =
    input.planWidth > 0 && input.planHeight > 0
      ? input.planWidth / input.planHeight
      : THUMBNAIL_WIDTH / THUMBNAIL_HEIGHT;
  const width = floor?.width ?? Math.max(1, Math.round(Math.min(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT * aspect)));
  const height = floor?.height ?? Math.max(1, Math.round(width / aspect));
  // AP coordinates are in plan units; the image may be a raster companion of another size, so scale per axis.
  const scaleX = input.planWidth > 0 ? width / input.planWidth : 0;
  const scaleY = input.planHeight > 0 ? height / input.planHeight : 0;
  const points = input.accessPoints.map((ap) => ({ x: ap.x * scaleX, y: ap.y * scaleY, mine: ap.mine }));
  const sharp = await loadSharp();
  const base =
    floor === null
      ? sharp({ create: { width, height, channels: 3, background: '#F4F6F8' } })
      : sharp(floor.data);
  return base
    .composite([{ input: markersSvg(width, height, points), top: 0, left: 0 }])
    .png()
    .toBuffer();
}
