import { CanvasTexture, Sprite, SpriteMaterial, SRGBColorSpace } from 'three';

const FONT_PX = 48;
/** Label height in metres: readable from a building-wide view without hiding neighbours. */
const LABEL_HEIGHT_METERS = 0.6;

/** A name drawn on a canvas as a camera-facing sprite (an AP's label above its marker). */
export function textSprite(text: string): Sprite {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  const font = `600 ${FONT_PX}px system-ui, sans-serif`;
  let width = text.length * FONT_PX * 0.6;
  if (context !== null) {
    context.font = font;
    width = context.measureText(text).width;
  }
  canvas.width = Math.ceil(width + FONT_PX * 0.6);
  canvas.height = Math.ceil(FONT_PX * 1.4);
  if (context !== null) {
    context.font = font;
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1a1a1a';
    context.textBaseline = 'middle';
    context.fillText(text, FONT_PX * 0.3, canvas.height / 2);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false }));
  sprite.scale.set((LABEL_HEIGHT_METERS * canvas.width) / canvas.height, LABEL_HEIGHT_METERS, 1);
  // Labels draw over walls so a name is never hidden behind the floor it names.
  sprite.renderOrder = 10;
  return sprite;
}

/** Frees a label's canvas texture and material. */
export function disposeSprite(sprite: Sprite): void {
  sprite.material.map?.dispose();
  sprite.material.dispose();
}
