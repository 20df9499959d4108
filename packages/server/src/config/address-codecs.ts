import crypto from 'node:crypto';
import { keccak256 } from './keccak.ts';

// The address encodings of the networks we list, each with its checksum, written here rather
// than taken from a chain library (issue 17: a typo'd or foreign address must be refused before
// money leaves). Pure functions: bytes in, text out and back; sha256 is node:crypto's.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function sha256(data: Uint8Array): Uint8Array {
  return crypto.createHash('sha256').update(data).digest();
}

/** Base58 (Bitcoin alphabet) text of bytes; leading zero bytes become leading '1's. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = BASE58.charAt(Number(value % 58n)) + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** The bytes of base58 text, or null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value % 256n));
    value /= 256n;
  }
  let zeros = 0;
  while (text.charAt(zeros) === '1') zeros += 1;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** Base58Check: payload + the first 4 bytes of sha256(sha256(payload)). */
export function base58CheckEncode(payload: Uint8Array): string {
  const check = sha256(sha256(payload)).subarray(0, 4);
  return base58Encode(Uint8Array.from([...payload, ...check]));
}

/** The payload of Base58Check text, or null when it is not base58 or its checksum is wrong. */
export function base58CheckDecode(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const check = sha256(sha256(payload)).subarray(0, 4);
  return check.every((b, i) => b === bytes[bytes.length - 4 + i]) ? payload : null;
}

const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ value) >>> 0;
    generators.forEach((g, i) => {
      if ((top >>> i) & 1) chk = (chk ^ g) >>> 0;
    });
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const codes = Array.from(hrp, (c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** Regroup bits (8 → 5 to encode, 5 → 8 to decode); null when the padding is not zero. */
function convertBits(data: readonly number[], from: number, to: number, pad: boolean) {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null;
  }
  return out;
}

/** A SegWit address (BIP 173 bech32 for version 0, BIP 350 bech32m for 1 and above). */
export function segwitEncode(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...(convertBits([...program], 8, 5, true) ?? [])];
  const constant = version === 0 ? BECH32_CONST : BECH32M_CONST;
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32.charAt(d)).join('')}`;
}

/**
 * The witness version and program of a SegWit address for `hrp` ("bc"), or null when its case
 * is mixed, a character or the checksum is wrong, or the program does not fit its version.
 */
export function segwitDecode(
  hrp: string,
  address: string,
): { version: number; program: Uint8Array } | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  const text = address.toLowerCase();
  const split = text.lastIndexOf('1');
  if (text.slice(0, split) !== hrp || text.length > 90) return null;
  const data = Array.from(text.slice(split + 1), (c) => BECH32.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return null;
  const version = data[0] ?? -1;
  const constant = version === 0 ? BECH32_CONST : BECH32M_CONST;
  if (polymod([...hrpExpand(hrp), ...data]) !== constant) return null;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || version > 16 || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { version, program: Uint8Array.from(program) };
}

/**
 * The EIP-55 spelling of a 0x address: each letter of the hex upper-cased when the matching
 * nibble of keccak256(lower-case hex) is 8 or more.
 *
 * @example toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
 * // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak256(Buffer.from(hex, 'ascii'))).toString('hex');
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}
