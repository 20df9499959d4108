import { describe, expect, it } from 'vitest';
import { MAX_AUTH_IMAGE_BYTES } from '@exchange/api';
import { authImageKeys, imageKindOf, imageProblem } from './image-check.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
// "MZ": a Windows program's first bytes.
const EXE_HEAD = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0];

describe('imageKindOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageKindOf(new Uint8Array(JPEG_HEAD))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array(PNG_HEAD))).toBe('png');
    expect(imageKindOf(new Uint8Array(WEBP_HEAD))).toBe('webp');
  });

  it('refuses a RIFF file that is not WebP (a WAV) and anything short', () => {
    const wav = [...WEBP_HEAD.slice(0, 8), 0x57, 0x41, 0x56, 0x45];
    expect(imageKindOf(new Uint8Array(wav))).toBeNull();
    expect(imageKindOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('imageProblem', () => {
  it('refuses a renamed program whatever its name and declared type', async () => {
    const file = new File([new Uint8Array(EXE_HEAD)], 'passport.png', { type: 'image/png' });
    await expect(imageProblem(file)).resolves.toBe('imageType');
  });

  it('accepts a PNG named anything', async () => {
    const file = new File([new Uint8Array(PNG_HEAD)], 'scan.bin', { type: '' });
    await expect(imageProblem(file)).resolves.toBeNull();
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', async () => {
    const body = new Uint8Array(MAX_AUTH_IMAGE_BYTES);
    body.set(JPEG_HEAD);
    await expect(imageProblem(new Blob([body]))).resolves.toBeNull();
    const over = new Uint8Array(MAX_AUTH_IMAGE_BYTES + 1);
    over.set(JPEG_HEAD);
    await expect(imageProblem(new Blob([over]))).resolves.toBe('imageTooLarge');
  });
});

describe('authImageKeys', () => {
  it('trims, drops blanks and repeats, keeps the order', () => {
    expect(authImageKeys(' front_img, back_img,,front_img ')).toEqual(['front_img', 'back_img']);
    expect(authImageKeys('')).toEqual([]);
  });
});
