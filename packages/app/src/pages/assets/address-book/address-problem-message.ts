import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AddressProblem } from './address-rules.ts';

/** What each address book problem says next to its field. */
export const ADDRESS_PROBLEMS: Record<AddressProblem, MessageDescriptor> = {
  coinRequired: msg`Choose a coin.`,
  networkRequired: msg`Choose a network.`,
  addressRequired: msg`Enter the address.`,
  addressCharacters: msg`An address has only letters, digits and : . _ -`,
  addressTooLong: msg`An address has at most 128 characters.`,
  memoRequired: msg`This network needs the memo or tag of the address.`,
  memoTooLong: msg`A memo has at most 64 characters.`,
  labelRequired: msg`Give the address a label.`,
  labelTooLong: msg`A label has at most 32 characters.`,
};
