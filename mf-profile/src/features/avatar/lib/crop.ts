/** Output of the crop (§5, §9): 260 x 260 JPEG at quality 0.8. */
export const AVATAR_OUTPUT_SIZE = 260;
export const AVATAR_OUTPUT_QUALITY = 0.8;
/** The server refuses more; the dialog says so before uploading. */
export const AVATAR_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A crop rectangle in the source image's pixels. */
export interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Zoom bounds and step of the dialog (the +/- keys and the slider). */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

/** The next zoom after a + or - key press, kept within bounds; null for any other key. */
export function zoomForKey(key: string, zoom: number): number | null {
  const delta = key === '+' || key === '=' ? ZOOM.step : key === '-' || key === '_' ? -ZOOM.step : 0;
  if (!delta) return null;
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, zoom + delta)) * 10) / 10;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = src;
  });
}

/** Draws the chosen square of a picture at 260 x 260 and encodes it as JPEG (quality 0.8). */
export async function cropToJpeg(src: string, crop: PixelCrop): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT_SIZE;
  canvas.height = AVATAR_OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE);
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed.'))),
      'image/jpeg',
      AVATAR_OUTPUT_QUALITY,
    ),
  );
}

/** A random file name for the upload (§7: a random id plus .jpeg). */
export const avatarFileName = () => `${globalThis.crypto?.randomUUID?.() ?? Date.now().toString(36)}.jpeg`;
