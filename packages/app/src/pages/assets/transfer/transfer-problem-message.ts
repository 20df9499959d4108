import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TransferProblem } from './transfer-rules.ts';

/** What each transfer problem says next to its field. */
export const TRANSFER_PROBLEMS: Record<TransferProblem, MessageDescriptor> = {
  coinRequired: msg`Choose a coin.`,
  amountRequired: msg`Enter an amount.`,
  amountNotPositive: msg`The amount must be more than 0.`,
  overAvailable: msg`The amount is more than is available to transfer.`,
};
