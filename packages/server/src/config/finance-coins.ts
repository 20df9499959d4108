/**
 * The coins the finance (earn) account takes: those with an earn product. Earn (issue 21) lists
 * its products per coin; until it serves them this is the one list of those coins, the one place
 * the earn issue extends (or derives from its product table). Same coins as the earn fixtures.
 */
export const FINANCE_COINS: readonly string[] = ['USDT', 'BTC', 'ETH'];
