import { MAX_AUTH_IMAGE_BYTES } from '@exchange/api';

// An identity image is checked in the page as the server checks it (issue 18): by its first
// bytes, never its name or the type the browser guessed, and by its size.

/** The image kinds the advanced level takes. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Why a picked or dropped file is refused. */
export type ImageProblem = 'imageType' | 'imageTooLarge';

/** How many first bytes tell the kinds apart (WebP's "RIFF" + size + "WEBP"). */
export const SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image kind a file's first bytes announce, or null for anything else (a renamed program,
 * a PDF, a GIF).
 *
 * @example imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpeg'
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/**
 * The problem with a file as an identity image, or null when it may be sent: over 5 MB
 * ({@link MAX_AUTH_IMAGE_BYTES}) or not a JPEG, PNG or WebP by its bytes.
 */
export async function imageProblem(file: Blob): Promise<ImageProblem | null> {
  if (file.size > MAX_AUTH_IMAGE_BYTES) return 'imageTooLarge';
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) === null ? 'imageType' : null;
}

/**
 * The upload keys of the `website_auth_img_params` setting ("front_img,back_img,hand_img" by
 * default): trimmed, blanks and repeats dropped.
 *
 * @example authImageKeys(' front_img, back_img,,front_img ') // ['front_img', 'back_img']
 */
export function authImageKeys(setting: string): string[] {
  const keys = setting
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/** The default of `website_auth_img_params` (SPEC.md section 3). */
export const DEFAULT_AUTH_IMAGE_PARAMS = 'front_img,back_img,hand_img';
