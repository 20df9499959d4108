import Big from 'big.js';

// Pro-rata launchpad allocation (issue 21), decided by the server at distribution and previewed
// by the project page. Exact decimal arithmetic: the token amount is truncated, never rounded,
// and the refund is the exact rest of the commitment.

/** A decimal as text or Big. */
type Decimal = string | Big;

/** What a project offers: `supply` tokens at `price` quote coin each. */
export interface LaunchpadOffer {
  price: Decimal;
  supply: Decimal;
  /** Decimals of a token amount: each allocation is truncated to it. */
  tokenPrecision: number;
}

/** One user's outcome: tokens received, the quote coin they cost, and the quote coin returned. */
export interface LaunchpadShare {
  allocated: Big;
  cost: Big;
  refund: Big;
}

/**
 * Big with enough places that a quotient truncated here and then to the token's precision is the
 * quotient truncated to the token's precision (floor of a floor).
 */
const Exact = Big();
Exact.DP = 60;
Exact.RM = Big.roundDown;

/**
 * What the whole offer is worth in the quote coin: `supply × price`.
 *
 * @example launchpadOfferedValue({ price: '0.02', supply: '50000000', tokenPrecision: 2 }).toFixed() // '1000000'
 */
export function launchpadOfferedValue(offer: LaunchpadOffer): Big {
  return new Big(offer.supply).times(offer.price);
}

/**
 * One user's pro-rata share: min(commit, commit × offered value ÷ total committed) worth of the
 * token, the token amount truncated to `tokenPrecision`; `cost = allocated × price` and
 * `refund = commit − cost` exactly. Summed over every commitment of `totalCommitted`, the
 * allocations never exceed `supply`.
 *
 * @example
 * // 50,000,000 tokens at 0.02 (worth 1,000,000), 4,000,000 committed: a quarter is used.
 * launchpadAllocation('4000', '4000000', { price: '0.02', supply: '50000000', tokenPrecision: 2 })
 * // { allocated: 50000, cost: 1000, refund: 3000 }
 */
export function launchpadAllocation(
  commit: Decimal,
  totalCommitted: Decimal,
  offer: LaunchpadOffer,
): LaunchpadShare {
  const own = new Exact(commit);
  const total = new Exact(totalCommitted);
  if (own.lt(0) || total.lt(own)) {
    throw new RangeError('A commitment must be between zero and the total committed');
  }
  const price = new Exact(offer.price);
  if (own.eq(0) || price.lte(0)) return { allocated: new Big(0), cost: new Big(0), refund: own };
  const oversubscribed = total.gt(launchpadOfferedValue(offer));
  // Oversubscribed: commit × (supply × price) ÷ total ÷ price = commit × supply ÷ total tokens.
  const tokens = oversubscribed ? own.times(offer.supply).div(total) : own.div(price);
  const allocated = new Big(tokens.round(offer.tokenPrecision, Big.roundDown));
  const cost = allocated.times(price);
  return { allocated, cost, refund: own.minus(cost) };
}

/**
 * Every user's share of one project, in the order of `commits` (the total is their sum).
 *
 * @example launchpadAllocations(['3000', '1000'], offer).map((s) => s.allocated.toFixed())
 */
export function launchpadAllocations(
  commits: readonly Decimal[],
  offer: LaunchpadOffer,
): LaunchpadShare[] {
  const total = commits.reduce<Big>((sum, commit) => sum.plus(commit), new Big(0));
  return commits.map((commit) => launchpadAllocation(commit, total, offer));
}
