import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_AUTH_IMAGE_BYTES } from '@exchange/api';
import { imageTypeOf, imageTypeOfExt, type ImageType } from '../accounts/profile-images.ts';
import { fieldError } from '../http/errors.ts';

/** A stored identity image's file name: owner id, 16 random hex digits, the sniffed type. */
const STORED_NAME = /^(\d+)-[0-9a-f]{16}\.(png|jpg|webp)$/;

/** An upload checked by its bytes: what it is, and the bytes to store. */
export interface CheckedImage {
  key: string;
  type: ImageType;
  bytes: Buffer;
}

/**
 * The image of one key, refused with 422 naming the key when it is larger than
 * {@link MAX_AUTH_IMAGE_BYTES} or its bytes are not JPEG, PNG or WebP (a renamed executable
 * included: the name and declared type are never looked at).
 */
export async function checkImage(key: string, file: Blob): Promise<CheckedImage> {
  if (file.size > MAX_AUTH_IMAGE_BYTES) throw fieldError(key, 'The image must be at most 5 MB');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError(key, 'Expected a JPEG, PNG or WebP image');
  return { key, type, bytes };
}

/**
 * Identity documents on disk, under the server's data directory and outside the served uploads:
 * `{dir}/{userId}/{userId}-{random}.{ext}`. Only GET /identity/image/:key reads them back, for
 * their owner.
 */
export class IdentityImageStore {
  constructor(private readonly dir: string) {}

  /** Write the images; answers the stored file name per key. */
  save(userId: number, images: readonly CheckedImage[]): Record<string, string> {
    const folder = path.join(this.dir, String(userId));
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stored: Record<string, string> = {};
    for (const image of images) {
      const name = `${userId}-${crypto.randomBytes(8).toString('hex')}.${image.type.ext}`;
      fs.writeFileSync(path.join(folder, name), image.bytes, { mode: 0o600 });
      stored[image.key] = name;
    }
    return stored;
  }

  /** Delete files {@link save} wrote (a submission refused after they were written). */
  remove(userId: number, stored: Readonly<Record<string, string>>): void {
    for (const name of Object.values(stored))
      fs.rmSync(path.join(this.dir, String(userId), name), { force: true });
  }

  /** The owner's stored file and its type; undefined when the name is not theirs or is gone. */
  async read(
    userId: number,
    name: string,
  ): Promise<{ type: ImageType; bytes: Buffer } | undefined> {
    const match = STORED_NAME.exec(name);
    if (!match || match[1] !== String(userId)) return undefined;
    const type = imageTypeOfExt(match[2] ?? '');
    if (!type) return undefined;
    const full = path.join(this.dir, String(userId), name);
    try {
      return { type, bytes: await fs.promises.readFile(full) };
    } catch {
      return undefined;
    }
  }
}
