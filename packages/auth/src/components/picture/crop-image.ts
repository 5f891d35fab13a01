import { IMAGE_MAX_BYTES, parseImageDataUrl } from '@wob/validation';

/** A rectangle of the source image in its own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the square the picture is stored at: sharp on retina avatars, small to send. */
export const PICTURE_SIDE = 720;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be decoded'));
    image.src = src;
  });
}

/**
 * Draws the chosen square of the picture onto a canvas and answers a JPEG data URL. The
 * server re-encodes and strips EXIF anyway; doing the crop here keeps uploads small.
 */
export async function cropToSquareDataUrl(src: string, area: PixelArea): Promise<string> {
  const image = await loadImage(src);
  const side = Math.round(Math.min(PICTURE_SIDE, Math.max(area.width, area.height)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/** Whether a data URL is an image the server accepts by size (5 MB decoded). */
export function fitsSizeLimit(dataUrl: string): boolean {
  const parsed = parseImageDataUrl(dataUrl);
  return parsed !== null && parsed.byteLength <= IMAGE_MAX_BYTES;
}
