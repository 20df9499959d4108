// The socket protocol of SPEC.md section 7. Filled in by issue 3/5.
export type TickerKind = 'trade' | 'contract';
