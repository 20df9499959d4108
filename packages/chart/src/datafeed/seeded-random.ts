/**
 * mulberry32: a tiny deterministic PRNG, so the demo feed draws the same candles on every run
 * (visual baselines depend on it). Returns floats in [0, 1).
 *
 * @example const next = seededRandom(42); next(); // always the same first value
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable 32-bit hash of a string, to derive one seed per symbol and period. */
export function hashString(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  }
  return h >>> 0;
}
