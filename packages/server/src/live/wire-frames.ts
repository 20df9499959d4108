/**
 * Messages many sockets get alike (a channel's updates of one flush, the tickers): serialised
 * once, and framed once for the wire as unmasked WebSocket text frames (RFC 6455 section 5.2, as
 * a server sends them without compression), so each socket costs one write of the same bytes
 * instead of a frame, a string encoding and a system call per message.
 *
 * @example
 * const shared = new SharedFrames([encode(depth), encode(trades)]);
 * client.write ? client.write(shared.wire) : shared.texts.forEach((text) => client.send(text));
 */
export class SharedFrames {
  private framed: Buffer | null = null;

  constructor(readonly texts: readonly string[]) {}

  /** Every message as a text frame, back to back: built on first use, then reused. */
  get wire(): Buffer {
    this.framed ??= textFrames(this.texts);
    return this.framed;
  }
}

/** The length of a frame's header for a payload of `length` bytes (unmasked). */
function headerLength(length: number): number {
  if (length < 126) return 2;
  return length < 65_536 ? 4 : 10;
}

/**
 * Each text as one final, unmasked, uncompressed text frame (opcode 1), concatenated: what
 * `ws` writes for `send(text)` on a server socket without permessage-deflate.
 */
export function textFrames(texts: readonly string[]): Buffer {
  const lengths = texts.map((text) => Buffer.byteLength(text));
  const total = lengths.reduce((sum, length) => sum + headerLength(length) + length, 0);
  const wire = Buffer.allocUnsafe(total);
  let at = 0;
  texts.forEach((text, i) => {
    const length = lengths[i] ?? 0;
    wire[at] = 0x81; // FIN + text
    if (length < 126) {
      wire[at + 1] = length;
      at += 2;
    } else if (length < 65_536) {
      wire[at + 1] = 126;
      wire.writeUInt16BE(length, at + 2);
      at += 4;
    } else {
      wire[at + 1] = 127;
      wire.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2);
      wire.writeUInt32BE(length >>> 0, at + 6);
      at += 10;
    }
    at += wire.write(text, at, 'utf8');
  });
  return wire;
}
