/** The longest label the address book keeps (api funding.ts: plainText max 32). */
export const LABEL_MAX = 32;
/** The longest address a request may carry (api common.ts addressSchema). */
export const ADDRESS_MAX = 128;
/** The longest memo/tag a request may carry. */
export const MEMO_MAX = 64;

/** What stops a new address book entry before it is sent. */
export type AddressProblem =
  | 'coinRequired'
  | 'networkRequired'
  | 'addressRequired'
  | 'addressCharacters'
  | 'addressTooLong'
  | 'memoRequired'
  | 'memoTooLong'
  | 'labelRequired'
  | 'labelTooLong';

/** A new entry as the form holds it. */
export interface AddressDraft {
  coinId: number | undefined;
  network: string | undefined;
  /** Whether the chosen network needs a memo/tag. */
  memoRequired: boolean;
  address: string;
  memo: string;
  label: string;
}

export type AddressField = 'coin' | 'network' | 'address' | 'memo' | 'label';

/** Which field each problem belongs to. */
export const PROBLEM_FIELD: Record<AddressProblem, AddressField> = {
  coinRequired: 'coin',
  networkRequired: 'network',
  addressRequired: 'address',
  addressCharacters: 'address',
  addressTooLong: 'address',
  memoRequired: 'memo',
  memoTooLong: 'memo',
  labelRequired: 'label',
  labelTooLong: 'label',
};

/**
 * Every problem of a draft, at most one per field, in form order. The format of an address on
 * its network (prefix, alphabet, checksum) is the server's to judge: its answer shows next to
 * the address field.
 *
 * @example addressProblems({ ...draft, address: 'not an address' }) // ['addressCharacters']
 */
export function addressProblems(draft: AddressDraft): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (draft.coinId === undefined) problems.push('coinRequired');
  if (draft.network === undefined) problems.push('networkRequired');
  const address = draft.address.trim();
  if (address === '') problems.push('addressRequired');
  else if (!/^[A-Za-z0-9:._-]+$/.test(address)) problems.push('addressCharacters');
  else if (address.length > ADDRESS_MAX) problems.push('addressTooLong');
  const memo = draft.memo.trim();
  if (draft.memoRequired && memo === '') problems.push('memoRequired');
  else if (memo.length > MEMO_MAX) problems.push('memoTooLong');
  const label = draft.label.trim();
  if (label === '') problems.push('labelRequired');
  else if (label.length > LABEL_MAX) problems.push('labelTooLong');
  return problems;
}
