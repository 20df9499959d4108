import { describe, expect, it } from 'vitest';
import { avatarFileName, cropToBlob, loadPicture } from './avatar-canvas.ts';

/** A picture of `width` × `height` with a red left half and a blue right half. */
async function picture(width: number, height: number): Promise<HTMLImageElement> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#0000ff';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (!blob) throw new Error('no blob');
  return loadPicture(URL.createObjectURL(blob));
}

async function pixelsOf(blob: Blob) {
  const image = await loadPicture(URL.createObjectURL(blob));
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(image, 0, 0);
  return { image, at: (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data] };
}

describe('cropToBlob', () => {
  it('draws the chosen square only, as WebP or PNG', async () => {
    const source = await picture(400, 200);
    // The right half: blue only.
    const blob = await cropToBlob(source, { x: 220, y: 10, size: 160 });
    expect(['image/webp', 'image/png']).toContain(blob.type);
    const { image, at } = await pixelsOf(blob);
    expect([image.naturalWidth, image.naturalHeight]).toEqual([160, 160]);
    const [red, , blue] = at(80, 80);
    expect(red).toBeLessThan(20);
    expect(blue).toBeGreaterThan(235);
  });

  it('draws a large crop at 512 px', async () => {
    const source = await picture(1600, 1200);
    const { image } = await pixelsOf(await cropToBlob(source, { x: 0, y: 0, size: 1200 }));
    expect(image.naturalWidth).toBe(512);
  });

  it('draws smaller until the file fits the size limit', async () => {
    const source = await picture(1600, 1200);
    const full = await cropToBlob(source, { x: 0, y: 0, size: 1200 });
    const limited = await cropToBlob(source, { x: 0, y: 0, size: 1200 }, full.size - 1);
    expect(limited.size).toBeLessThan(full.size);
    const { image } = await pixelsOf(limited);
    expect(image.naturalWidth).toBeLessThan(512);
  });
});

describe('avatarFileName', () => {
  it('names the file by its type', () => {
    expect(avatarFileName(new Blob([], { type: 'image/webp' }))).toBe('avatar.webp');
    expect(avatarFileName(new Blob([], { type: 'image/png' }))).toBe('avatar.png');
  });
});

describe('loadPicture', () => {
  it('refuses bytes that are not a picture', async () => {
    const url = URL.createObjectURL(new Blob(['MZ not a picture'], { type: 'image/png' }));
    await expect(loadPicture(url)).rejects.toThrow();
  });
});
