/**
 * The images users upload (avatars, identity documents), recognised by their first bytes and
 * never by the name or declared type, so a renamed executable is refused.
 */
export interface ImageType {
  ext: 'png' | 'jpg' | 'webp';
  mime: string;
  magic: (bytes: Buffer) => boolean;
}

export const IMAGE_TYPES: readonly ImageType[] = [
  {
    ext: 'png',
    mime: 'image/png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    mime: 'image/webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The PNG, JPEG or WebP these bytes are, or undefined. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  return IMAGE_TYPES.find((type) => type.magic(bytes));
}

/** The type a stored file's extension names (files are stored under the sniffed type's ext). */
export function imageTypeOfExt(ext: string): ImageType | undefined {
  return IMAGE_TYPES.find((type) => type.ext === ext);
}
