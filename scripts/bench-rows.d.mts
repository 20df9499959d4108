// Types of bench-rows.mjs for the TypeScript benches (packages/server/bench).
export interface BenchRow {
  id: string;
  label: string;
  unit: string;
  value: number;
  better: 'higher' | 'lower';
  target: number | null;
  anchor: { label: string; value: number } | null;
  ratio: number | null;
  ratioTarget: number | null;
  met: boolean | null;
}

export function appendBenchRows(
  rows: Array<Omit<BenchRow, 'ratio' | 'met'> & Partial<Pick<BenchRow, 'ratio' | 'met'>>>,
): BenchRow[];
