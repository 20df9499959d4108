// The articles' texts per language (issues 21–23): content, not strings in code. Each language
// has two packs: `{lang}.ts` (the help centre's own articles: about, legal, fees, guides,
// announcements) and `topics-{lang}.ts` (the questions and answers of /finance/help,
// /subscribe/help and /c2c/help). English is complete; another language may leave an article
// out, and the server then answers it in English. Bodies are paragraphs of plain text: the seed
// escapes them and wraps each in <p>.

/** The categories, in the help centre's order. */
export const ARTICLE_CATEGORY_SLUGS = [
  'help',
  'legal',
  'announcements',
  'finance-help',
  'subscribe-help',
  'c2c-help',
] as const;
export type ArticleCategorySlug = (typeof ARTICLE_CATEGORY_SLUGS)[number];

/**
 * The questions and answers per help topic, in their order on the page. The title is the
 * question; the summary a one-line answer; the body the full answer.
 */
export const TOPIC_ARTICLES = {
  'finance-help': [
    // Flexible (redeem any time, interest to spot daily) vs locked (7/30/90 days, higher rate).
    'finance-flexible-vs-locked',
    // Simple daily interest on the day's principal, tiers, truncated to the coin's precision.
    'finance-interest',
    // Value date = start of the next day (00:00 UTC); first interest after that day ends.
    'finance-value-date',
    // Flexible redemption returns principal at once; locked early redemption forfeits interest.
    'finance-redeem',
    // Minimum amount, per-user cap and the product's total quota (sold out).
    'finance-limits',
  ],
  'subscribe-help': [
    // upcoming → subscribing → calculating → distributing → ended, each with its countdown.
    'launchpad-phases',
    // Commit the quote coin from the spot account; it is frozen until allocation.
    'launchpad-commit',
    // Pro rata when oversubscribed: min(commit, commit × supply value ÷ total committed).
    'launchpad-allocation',
    // The unallocated rest is refunded to spot at distribution.
    'launchpad-refund',
    // The new token is credited to spot and its pair opens at the listing time.
    'launchpad-listing',
  ],
  'c2c-help': [
    // Pick a sell ad, enter fiat or coin amount, pay within the window, mark paid, seller releases.
    'c2c-how-to-buy',
    // Sell into a buy ad or publish a sell ad; release only after the money is in your account.
    'c2c-how-to-sell',
    // The seller's coins move into escrow when the order is placed; released only by the seller.
    'c2c-escrow',
    // The payment window (15 min default); unpaid orders cancel; 3 cancels a day suspend buying.
    'c2c-payment-window',
    // After "paid" and a waiting time, either side can appeal; the order freezes until decided.
    'c2c-appeal',
    // Never release before the money arrives; stay in the order chat; no third-party payments.
    'c2c-safety',
  ],
} as const satisfies Partial<Record<ArticleCategorySlug, readonly string[]>>;
export type TopicArticleSlug = (typeof TOPIC_ARTICLES)[keyof typeof TOPIC_ARTICLES][number];

export interface ArticleText {
  title: string;
  /** One line, plain text. */
  summary: string;
  /** Paragraphs of plain text. */
  body: readonly string[];
}

/** `{lang}.ts`: the category names and the help centre's own articles, by slug. */
export interface ArticleLanguagePack {
  categories: Partial<Record<ArticleCategorySlug, string>>;
  articles: Readonly<Record<string, ArticleText>>;
}

/** `topics-{lang}.ts`: the help topics' questions and answers, by slug. */
export type TopicLanguagePack = Partial<Record<TopicArticleSlug, ArticleText>>;
