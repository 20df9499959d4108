import { AVATAR_MAX_BYTES, outputSide, type SquareCrop } from './avatar-crop.ts';

/** Below this side a smaller drawing would no longer be a usable avatar. */
const MIN_SIDE = 64;

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The canvas could not be encoded'));
      },
      type,
      quality,
    );
  });
}

/**
 * Draw the cropped square of `picture` onto a canvas and encode it: WebP (quality 0.9) where the
 * browser encodes WebP, else PNG (`toBlob` falls back by itself). An encoding over
 * `maxBytes` is drawn again at three quarters of the side until it fits, so what is posted as
 * `avatar` is always within the server's 2 MB.
 *
 * @example const blob = await cropToBlob(image, { x: 0, y: 0, size: 300 }); // ≤ 2 MB, 300 × 300
 */
export async function cropToBlob(
  picture: CanvasImageSource,
  crop: SquareCrop,
  maxBytes: number = AVATAR_MAX_BYTES,
): Promise<Blob> {
  let side = outputSide(crop);
  for (;;) {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('Canvas 2D is not available');
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
    const blob = await toBlob(canvas, 'image/webp', 0.9);
    if (blob.size <= maxBytes) return blob;
    const smaller = Math.floor(side * 0.75);
    if (smaller < MIN_SIDE)
      throw new Error(`The avatar is over ${String(maxBytes)} bytes even at ${String(side)} px`);
    side = smaller;
  }
}

/** The file name the avatar is posted under, by its encoded type. */
export function avatarFileName(blob: Blob): string {
  return blob.type === 'image/webp' ? 'avatar.webp' : 'avatar.png';
}

/**
 * Decode a picked file into an image the canvas can draw, with its natural size.
 * Rejects when the bytes are not a picture the browser can read.
 */
export async function loadPicture(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}
