import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AmountProblem } from './withdraw-rules.ts';

/** What each amount problem says next to the amount; `{min}`/`{fee}`/`{precision}` filled in. */
export const AMOUNT_PROBLEMS: Record<AmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount above 0.`,
  tooPrecise: msg`Use at most {precision} decimals on this network.`,
  belowMinimum: msg`The minimum withdrawal is {min}.`,
  notAboveFee: msg`The amount must be more than the network fee ({fee}).`,
  overAvailable: msg`The amount is more than your available balance.`,
  overLimit: msg`The amount is more than your 24-hour limit allows.`,
};

/** What the address field says when it is empty. */
export const ADDRESS_REQUIRED = msg`Enter the address to send to.`;

/** What the memo field says when the network needs one and it is empty. */
export const MEMO_REQUIRED = msg`This network needs a memo (tag) for the address.`;
