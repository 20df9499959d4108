/** A chart symbol (SPEC.md section 3). */
export interface ChartSymbol {
  ticker: string;
  shortName?: string;
  name?: string;
  exchange?: string;
  logo?: string;
  priceCurrency?: string;
  /** Default 2. */
  pricePrecision?: number;
  /** Default 0. */
  volumePrecision?: number;
}

/** The symbol chip's text: the short name, else the name, else the ticker (SPEC.md section 2). */
export function symbolLabel(symbol: ChartSymbol): string {
  return symbol.shortName || symbol.name || symbol.ticker;
}
