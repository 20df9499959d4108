import { EARN_PRODUCTS } from '../earn/earn-products.ts';

/**
 * The coins the finance (earn) account takes: those with an earn product (issue 21), in the
 * order the product list first names them.
 */
export const FINANCE_COINS: readonly string[] = [
  ...new Set(EARN_PRODUCTS.map((product) => product.coin)),
];
