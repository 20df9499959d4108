export { symbolLabel } from './symbol-label.ts';
export type { ChartSymbol } from './symbol-label.ts';
