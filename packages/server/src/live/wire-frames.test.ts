import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { SharedFrames, textFrames } from './wire-frames.ts';

// ws's own framer (exported at run time, not in @types/ws).
const { Sender } = ws as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean },
    ): Buffer[];
  };
};

/** What ws writes for `send(text)` on a server socket without permessage-deflate. */
function wsFrame(text: string): Buffer {
  const list = Sender.frame(Buffer.from(text), {
    fin: true,
    rsv1: false,
    opcode: 1,
    mask: false,
    readOnly: true,
  });
  return Buffer.concat(list);
}

describe('textFrames', () => {
  it('frames each text as ws does, at every length encoding (7, 16 and 64 bits)', () => {
    const texts = [
      '',
      'a',
      'x'.repeat(125),
      'x'.repeat(126),
      '€'.repeat(50), // 150 bytes: the length is in bytes, not characters
      'y'.repeat(65_535),
      'z'.repeat(65_536),
      JSON.stringify({ cmd: 'spot', data: { channel: 'trade', symbol: 'BTCUSDT', trades: [] } }),
    ];
    for (const text of texts) expect(textFrames([text]).equals(wsFrame(text))).toBe(true);
    expect(textFrames(texts).equals(Buffer.concat(texts.map(wsFrame)))).toBe(true);
  });

  it('is empty for no texts', () => {
    expect(textFrames([]).length).toBe(0);
  });
});

describe('SharedFrames', () => {
  it('keeps the texts and frames them once', () => {
    const shared = new SharedFrames(['{"a":1}', '{"b":2}']);
    expect(shared.texts).toEqual(['{"a":1}', '{"b":2}']);
    expect(shared.wire).toBe(shared.wire);
    expect(shared.wire.equals(Buffer.concat([wsFrame('{"a":1}'), wsFrame('{"b":2}')]))).toBe(true);
  });
});
