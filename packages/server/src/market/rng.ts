/**
 * A seeded pseudo-random generator (mulberry32): the simulator and the generated history are
 * deterministic under a seed, so a restart regenerates exactly the same past.
 *
 * @example const random = seededRandom(42); random(); // always the same first number for 42
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal sample (Box-Muller) from a uniform source. */
export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A stable 32-bit hash of a string, to derive one seed per symbol from the market seed. */
export function hashSeed(seed: number, text: string): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
