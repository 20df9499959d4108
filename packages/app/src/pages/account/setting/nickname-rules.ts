import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UNSAFE_TEXT } from '@exchange/api';

/** The longest nickname the server keeps (`updateUserInfoBodySchema.nickname`). */
export const NICKNAME_MAX = 32;

export type NicknameProblem = 'required' | 'tooLong' | 'unsafe';

/**
 * What is wrong with a typed nickname before it is sent, by the server's own rule (plain text,
 * 1 to 32 characters once trimmed, no control or direction characters); null when it may go.
 *
 * @example nicknameProblem('  ') // 'required'
 */
export function nicknameProblem(text: string): NicknameProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NICKNAME_MAX) return 'tooLong';
  if (UNSAFE_TEXT.test(trimmed)) return 'unsafe';
  return null;
}

export const NICKNAME_PROBLEMS: Record<NicknameProblem, MessageDescriptor> = {
  required: msg`Enter a nickname.`,
  tooLong: msg`A nickname is at most 32 characters.`,
  unsafe: msg`A nickname cannot contain control or text-direction characters.`,
};
