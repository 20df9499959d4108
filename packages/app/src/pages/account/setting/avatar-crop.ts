/**
 * The avatar's square crop, in the picked picture's own pixels (issue 18: "avatar upload with a
 * square crop"). Pure: the crop dialog moves and sizes it, `avatar-canvas.ts` draws it.
 */
export interface SquareCrop {
  /** Left edge, pixels from the picture's left. */
  x: number;
  /** Top edge, pixels from the picture's top. */
  y: number;
  /** Side of the square. */
  size: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

/** The server takes an avatar of at most 2 MB (`updateUserInfoBodySchema.avatar`). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The side an avatar is drawn at, at most: it is shown at 28 to 96 px, so 512 is ample. */
export const AVATAR_MAX_SIDE = 512;
/** The types the picker offers and the server accepts. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The smallest square one may crop: 32 px, or the whole short side of a tinier picture. */
export function minCropSize(picture: PictureSize): number {
  return Math.min(32, Math.min(picture.width, picture.height));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The largest centred square: what the dialog proposes first.
 *
 * @example initialCrop({ width: 400, height: 300 }) // { x: 50, y: 0, size: 300 }
 */
export function initialCrop(picture: PictureSize): SquareCrop {
  const size = Math.min(picture.width, picture.height);
  return {
    x: Math.round((picture.width - size) / 2),
    y: Math.round((picture.height - size) / 2),
    size,
  };
}

/**
 * The square moved by (dx, dy) picture pixels, kept inside the picture.
 *
 * @example moveCrop({ x: 50, y: 0, size: 300 }, 500, 0, { width: 400, height: 300 }) // x: 100
 */
export function moveCrop(
  crop: SquareCrop,
  dx: number,
  dy: number,
  picture: PictureSize,
): SquareCrop {
  return {
    size: crop.size,
    x: Math.round(clamp(crop.x + dx, 0, picture.width - crop.size)),
    y: Math.round(clamp(crop.y + dy, 0, picture.height - crop.size)),
  };
}

/**
 * The square resized about its centre to `size` (kept between {@link minCropSize} and the
 * picture's short side), then moved back inside the picture where it overhangs.
 *
 * @example resizeCrop({ x: 50, y: 0, size: 300 }, 100, { width: 400, height: 300 }) // { x: 150, y: 100, size: 100 }
 */
export function resizeCrop(crop: SquareCrop, size: number, picture: PictureSize): SquareCrop {
  const next = Math.round(
    clamp(size, minCropSize(picture), Math.min(picture.width, picture.height)),
  );
  const centreX = crop.x + crop.size / 2;
  const centreY = crop.y + crop.size / 2;
  return moveCrop({ x: centreX - next / 2, y: centreY - next / 2, size: next }, 0, 0, picture);
}

/**
 * The side of the drawn avatar: the crop's own, or {@link AVATAR_MAX_SIDE} for a larger crop
 * (never upscaled).
 */
export function outputSide(crop: SquareCrop): number {
  return Math.min(crop.size, AVATAR_MAX_SIDE);
}

/** Whether a picked file is of a type the server takes (by its declared type; the server checks the bytes). */
export function isAvatarType(type: string): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(type);
}
