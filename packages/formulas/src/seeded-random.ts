// One seeded pseudo-random generator (mulberry32) for everything that must draw the same numbers
// on every run: the MSW fixtures (story and visual baselines), the chart's demo feed and the
// server's simulated market and generated kline history (a restart regenerates the same past).

/**
 * mulberry32 as integers in [0, 2^32).
 *
 * @example const next = seededUint32(7); next() // same sequence for seed 7 every run
 */
export function seededUint32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * mulberry32 as floats in [0, 1): {@link seededUint32} ÷ 2^32, exact in a double.
 *
 * @example const random = seededRandom(42); random(); // always the same first number for 42
 */
export function seededRandom(seed: number): () => number {
  const next = seededUint32(seed);
  return () => next() / 4_294_967_296;
}

/**
 * A stable 32-bit FNV-1a hash of a string, started from `seed`'s basis (0 gives plain FNV-1a's
 * 2166136261), to derive one seed per symbol (and period).
 *
 * @example hashString('BTCUSDT') === hashString('BTCUSDT', 0)
 */
export function hashString(text: string, seed = 0): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A standard normal sample (Box-Muller) from a uniform source such as {@link seededRandom}. */
export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
