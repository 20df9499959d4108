import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  base58CheckDecode,
  base58CheckEncode,
  base58Decode,
  base58Encode,
  segwitDecode,
  segwitEncode,
  toChecksumAddress,
} from './address-codecs.ts';
import { addressProblem } from './coins.ts';
import { keccak256 } from './keccak.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('address codecs', () => {
  it('keccak256 matches the published digests (Ethereum padding, not SHA3-256)', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(hex(keccak256(Buffer.from('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
  });

  it('EIP-55 spells the four test vectors of the EIP', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('base58 and Base58Check round-trip any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        expect(hex(base58Decode(base58Encode(bytes)) ?? new Uint8Array())).toBe(hex(bytes));
        expect(hex(base58CheckDecode(base58CheckEncode(bytes)) ?? new Uint8Array())).toBe(
          hex(bytes),
        );
      }),
      { seed: 17, numRuns: 200 },
    );
    expect(base58Decode('0OIl')).toBeNull();
  });

  it('Base58Check refuses any one changed character', () => {
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(base58CheckDecode(address)?.[0]).toBe(0x41);
    for (let i = 1; i < address.length; i += 1) {
      const swapped = address.charAt(i) === 'z' ? 'y' : 'z';
      expect(base58CheckDecode(address.slice(0, i) + swapped + address.slice(i + 1))).toBeNull();
    }
  });

  it('segwit: bech32 for version 0, bech32m for 1, as BIP 173 and BIP 350 give them', () => {
    expect(segwitDecode('bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toMatchObject({
      version: 0,
    });
    expect(
      hex(
        segwitDecode('bc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')?.program ??
          new Uint8Array(),
      ),
    ).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
    expect(
      segwitDecode('bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'),
    ).toMatchObject({ version: 1 });
    // Wrong checksum, mixed case, v0 under the bech32m constant, wrong prefix.
    expect(segwitDecode('bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBeNull();
    expect(segwitDecode('bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4')).toBeNull();
    expect(segwitDecode('bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBeNull();
    expect(segwitDecode('bc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBeNull();
    const program = Uint8Array.from({ length: 20 }, (_, i) => i);
    expect(
      hex(segwitDecode('bc', segwitEncode('bc', 0, program))?.program ?? new Uint8Array()),
    ).toBe(hex(program));
  });

  it('addressProblem: format first, then the checksum, naming the network only', () => {
    expect(addressProblem('TRC20', 'definitely not a tron address')).toMatch(
      /^Not a TRC20 address/,
    );
    expect(addressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeUndefined();
    expect(addressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toMatch(/checksum/);
    expect(addressProblem('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeUndefined();
    expect(addressProblem('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBeUndefined();
    expect(addressProblem('ERC20', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatch(
      /checksum/,
    );
    expect(addressProblem('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeUndefined();
    expect(addressProblem('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatch(/checksum/);
    expect(addressProblem('DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBeUndefined();
    // A valid TRON address is no Dogecoin one, even where the pattern would let it through.
    expect(addressProblem('SOL', 'So11111111111111111111111111111111111111112')).toBeUndefined();
    expect(addressProblem('SOL', '1111111111111111111111111111111')).toMatch(/SOL/);
  });
});
