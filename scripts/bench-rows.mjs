// The rows every package bench adds to the root `npm run bench` table (scripts/bench.mjs).
// When BENCH_JSON names a file, appendBenchRows adds the rows to the JSON array in it; without it,
// it does nothing (a package's own `npm run bench` prints its lines as before).
import fs from 'node:fs';

/**
 * @typedef {object} BenchRow
 * @property {string} id stable kebab-case id, the key two runs are compared by
 * @property {string} label
 * @property {string} unit
 * @property {number} value
 * @property {'higher' | 'lower'} better
 * @property {number | null} target the target for value, when it has one
 * @property {{ label: string, value: number } | null} anchor measured in the same run
 * @property {number | null} ratio value / anchor.value
 * @property {number | null} ratioTarget the target for ratio, when it has one
 * @property {boolean | null} met every target given is met (null when none is given)
 */

/** @param {number} value @param {number | null} target @param {'higher' | 'lower'} better */
function meets(value, target, better) {
  if (target === null || target === undefined || !Number.isFinite(value)) return null;
  return better === 'higher' ? value >= target : value <= target;
}

/**
 * Fills ratio and met when left out, then appends the rows to BENCH_JSON's file.
 * @param {Array<Omit<BenchRow, 'ratio' | 'met'> & Partial<Pick<BenchRow, 'ratio' | 'met'>>>} rows
 * @returns {BenchRow[]}
 */
export function appendBenchRows(rows) {
  const complete = rows.map((row) => {
    const ratio =
      row.ratio ?? (row.anchor && row.anchor.value !== 0 ? row.value / row.anchor.value : null);
    const checks = [
      meets(row.value, row.target, row.better),
      ratio === null ? null : meets(ratio, row.ratioTarget, row.better),
    ].filter((check) => check !== null);
    const met = row.met ?? (checks.length === 0 ? null : checks.every(Boolean));
    return { ...row, ratio, met };
  });
  const file = process.env.BENCH_JSON;
  if (file) {
    const existing = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
    fs.writeFileSync(file, `${JSON.stringify([...existing, ...complete], null, 2)}\n`);
  }
  return complete;
}
