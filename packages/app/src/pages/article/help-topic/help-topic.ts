import type { MessageDescriptor } from '@lingui/core';
import { HELP_TOPIC_CATEGORIES, type HelpTopic } from '@exchange/api';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';

// The three help topic pages (/finance/help, /subscribe/help, /c2c/help): each lists one
// category's questions and answers, and leads back to its product.

/** A help topic's page: its title, its product page and the category it lists. */
export interface HelpTopicInfo {
  title: MessageDescriptor;
  productTitle: MessageDescriptor;
  productPath: '/finance' | '/subscribe' | '/c2c';
  category: string;
}

export const HELP_TOPICS: Record<HelpTopic, HelpTopicInfo> = {
  finance: {
    title: PAGE_TITLES.earnHelp,
    productTitle: PAGE_TITLES.earn,
    productPath: '/finance',
    category: HELP_TOPIC_CATEGORIES.finance,
  },
  subscribe: {
    title: PAGE_TITLES.subscriptionHelp,
    productTitle: PAGE_TITLES.subscription,
    productPath: '/subscribe',
    category: HELP_TOPIC_CATEGORIES.subscribe,
  },
  c2c: {
    title: PAGE_TITLES.c2cHelp,
    productTitle: PAGE_TITLES.c2c,
    productPath: '/c2c',
    category: HELP_TOPIC_CATEGORIES.c2c,
  },
};

/** A help topic page's search: `?q=<slug>` opens that question and scrolls to it. */
export interface HelpTopicSearch {
  q?: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * The search, well-formed only; anything else is dropped, never an error.
 *
 * @example parseHelpTopicSearch({ q: 'how-interest-accrues' }) // { q: 'how-interest-accrues' }
 */
export function parseHelpTopicSearch(search: Record<string, unknown>): HelpTopicSearch {
  const q = typeof search.q === 'string' ? search.q.trim() : '';
  return SLUG.test(q) ? { q } : {};
}

/**
 * The questions whose title contains the filter, ignoring case (in the page's language).
 *
 * @example filterQuestions(list, 'interest', 'en')
 */
export function filterQuestions<T extends { title: string }>(
  questions: readonly T[],
  filter: string,
  locale: string,
): readonly T[] {
  const needle = filter.trim().toLocaleLowerCase(locale);
  if (needle === '') return questions;
  return questions.filter((item) => item.title.toLocaleLowerCase(locale).includes(needle));
}
