// Keccak-256 (the original Keccak padding 0x01, as Ethereum uses it; not NIST SHA3-256, whose
// padding is 0x06 and which node:crypto offers). Needed for EIP-55 address checksums only, so it
// favours plain code over speed: 25 BigInt lanes, 24 rounds.

const MASK = (1n << 64n) - 1n;

const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

/** Rotation offsets r[x + 5y] of the rho step. */
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

function rotl(value: bigint, shift: number): bigint {
  if (shift === 0) return value;
  const s = BigInt(shift);
  return ((value << s) | (value >> (64n - s))) & MASK;
}

function lane(state: bigint[], i: number): bigint {
  return state[i] ?? 0n;
}

function permute(state: bigint[]): void {
  for (const rc of ROUND_CONSTANTS) {
    // theta
    const c = [0, 1, 2, 3, 4].map(
      (x) =>
        lane(state, x) ^
        lane(state, x + 5) ^
        lane(state, x + 10) ^
        lane(state, x + 15) ^
        lane(state, x + 20),
    );
    for (let x = 0; x < 5; x += 1) {
      const d = (c[(x + 4) % 5] ?? 0n) ^ rotl(c[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(state, x + y) ^ d;
    }
    // rho and pi
    const b = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(lane(state, x + 5 * y), ROTATIONS[x + 5 * y] ?? 0);
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) {
        state[x + y] =
          lane(b, x + y) ^ (~lane(b, ((x + 1) % 5) + y) & MASK & lane(b, ((x + 2) % 5) + y));
      }
    }
    // iota
    state[0] = lane(state, 0) ^ rc;
  }
}

/**
 * Keccak-256 of `data`, as 32 bytes.
 *
 * @example Buffer.from(keccak256(new Uint8Array())).toString('hex')
 * // 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
 */
export function keccak256(data: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(data.length / rate) * rate + rate);
  padded.set(data);
  padded[data.length] = (padded[data.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i += 1) {
      let value = 0n;
      for (let j = 7; j >= 0; j -= 1)
        value = (value << 8n) | BigInt(padded[offset + i * 8 + j] ?? 0);
      state[i] = lane(state, i) ^ value;
    }
    permute(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i += 1) {
    let value = lane(state, i);
    for (let j = 0; j < 8; j += 1) {
      out[i * 8 + j] = Number(value & 0xffn);
      value >>= 8n;
    }
  }
  return out;
}
