/**
 * The order centre's pair filter choices: the listed pairs by name, and a symbol the URL names
 * that is not listed (the list is loading, or the pair was delisted) kept choosable by its symbol.
 *
 * @example pairFilterOptions(undefined, 'BTCUSDT') // [{ value: 'BTCUSDT', label: 'BTCUSDT' }]
 */
export function pairFilterOptions(
  pairs: readonly { symbol: string; name: string }[] | undefined,
  current: string | undefined,
): { value: string; label: string }[] {
  const listed = (pairs ?? []).map((pair) => ({ value: pair.symbol, label: pair.name }));
  return current === undefined || listed.some((pair) => pair.value === current)
    ? listed
    : [...listed, { value: current, label: current }];
}
