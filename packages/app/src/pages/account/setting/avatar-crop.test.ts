import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_SIDE,
  initialCrop,
  isAvatarType,
  minCropSize,
  moveCrop,
  outputSide,
  resizeCrop,
} from './avatar-crop.ts';

const WIDE = { width: 400, height: 300 };
const TALL = { width: 120, height: 500 };

describe('initialCrop', () => {
  it('proposes the largest centred square', () => {
    expect(initialCrop(WIDE)).toEqual({ x: 50, y: 0, size: 300 });
    expect(initialCrop(TALL)).toEqual({ x: 0, y: 190, size: 120 });
    expect(initialCrop({ width: 64, height: 64 })).toEqual({ x: 0, y: 0, size: 64 });
  });
});

describe('moveCrop', () => {
  it('moves by the given pixels', () => {
    expect(moveCrop({ x: 50, y: 0, size: 200 }, 20, 40, WIDE)).toEqual({ x: 70, y: 40, size: 200 });
  });

  it('stops at every edge of the picture', () => {
    expect(moveCrop({ x: 50, y: 0, size: 300 }, 500, 0, WIDE)).toEqual({ x: 100, y: 0, size: 300 });
    expect(moveCrop({ x: 50, y: 0, size: 300 }, -500, -10, WIDE)).toEqual({
      x: 0,
      y: 0,
      size: 300,
    });
    expect(moveCrop({ x: 0, y: 0, size: 100 }, 0, 900, WIDE)).toEqual({ x: 0, y: 200, size: 100 });
  });
});

describe('resizeCrop', () => {
  it('keeps the centre', () => {
    expect(resizeCrop({ x: 50, y: 0, size: 300 }, 100, WIDE)).toEqual({
      x: 150,
      y: 100,
      size: 100,
    });
  });

  it('never grows past the short side nor shrinks under the minimum', () => {
    expect(resizeCrop({ x: 0, y: 0, size: 100 }, 1000, WIDE).size).toBe(300);
    expect(resizeCrop({ x: 0, y: 0, size: 100 }, 1, WIDE).size).toBe(32);
    expect(minCropSize({ width: 20, height: 30 })).toBe(20);
  });

  it('moves back inside when growing near an edge', () => {
    expect(resizeCrop({ x: 300, y: 200, size: 100 }, 200, WIDE)).toEqual({
      x: 200,
      y: 100,
      size: 200,
    });
  });
});

describe('outputSide', () => {
  it('draws a large crop at most 512 px and never upscales a small one', () => {
    expect(outputSide({ x: 0, y: 0, size: 3000 })).toBe(AVATAR_MAX_SIDE);
    expect(outputSide({ x: 0, y: 0, size: 200 })).toBe(200);
  });
});

describe('isAvatarType', () => {
  it('takes PNG, JPEG and WebP only', () => {
    expect(isAvatarType('image/png')).toBe(true);
    expect(isAvatarType('image/jpeg')).toBe(true);
    expect(isAvatarType('image/webp')).toBe(true);
    expect(isAvatarType('image/gif')).toBe(false);
    expect(isAvatarType('application/x-msdownload')).toBe(false);
  });
});
