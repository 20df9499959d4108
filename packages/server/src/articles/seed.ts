import type { Executor } from '../wallet/ledger.ts';

interface SeedArticle {
  slug: string;
  category: string;
  title: string;
  summary: string;
  content: string;
}

const CATEGORIES = [
  { slug: 'help', name: 'Help centre', sort: 1 },
  { slug: 'legal', name: 'Legal', sort: 2 },
  { slug: 'announcements', name: 'Announcements', sort: 3 },
] as const;

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** The help centre's starting articles; footer links and the MSB setting point at their slugs. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'about-us',
    category: 'help',
    title: 'About us',
    summary: 'Who runs this exchange and what it offers.',
    content: p(
      'We run a spot, contract and option exchange for digital assets.',
      'This reference deployment trades demo funds only.',
    ),
  },
  {
    slug: 'legal-notice',
    category: 'legal',
    title: 'Legal notice',
    summary: 'The operator, its registration and how to reach it.',
    content: p(
      'The platform is operated by Exchange Ltd.',
      'Nothing on this site is investment advice.',
    ),
  },
  {
    slug: 'risk-notice',
    category: 'legal',
    title: 'Risk notice',
    summary: 'Digital assets are volatile; you can lose everything you trade.',
    content: p(
      'Prices of digital assets move sharply and without warning.',
      'Leveraged contracts can lose more than the margin posted.',
    ),
  },
  {
    slug: 'fee-rates',
    category: 'help',
    title: 'Fee rates',
    summary: 'Maker and taker fees, withdrawal fees per network.',
    content: p(
      'Spot: maker 0.1 %, taker 0.2 %, charged in the coin received.',
      'Withdrawals: a flat fee per network, shown before you confirm.',
    ),
  },
  {
    slug: 'user-agreement',
    category: 'legal',
    title: 'User agreement',
    summary: 'The terms you accept when you open an account.',
    content: p(
      'You must be of legal age in your country.',
      'One person, one account; keep your password secret.',
    ),
  },
  {
    slug: 'privacy-policy',
    category: 'legal',
    title: 'Privacy policy',
    summary: 'What we store about you and why.',
    content: p(
      'We store your e-mail, a salted hash of your password and your device ids.',
      'We never sell personal data.',
    ),
  },
  {
    slug: 'msb-licence',
    category: 'legal',
    title: 'MSB registration',
    summary: 'Our Money Services Business registration.',
    content: p(
      'Exchange Ltd is registered as a Money Services Business.',
      'Registration number: 31000000000000 (demo).',
    ),
  },
  {
    slug: 'how-to-deposit',
    category: 'help',
    title: 'How to deposit',
    summary: 'Pick a coin and a network, send to your address, wait for confirmations.',
    content: p(
      'Open Assets → Deposit, choose the coin and the network.',
      'Send only that coin on that network to the address shown.',
    ),
  },
  {
    slug: 'how-to-withdraw',
    category: 'help',
    title: 'How to withdraw',
    summary: 'Minimums, fees, the e-mail code and cancelling while pending.',
    content: p(
      'Each network has a minimum and a flat fee.',
      'A pending withdrawal can be cancelled; its funds return to your spot wallet.',
    ),
  },
  {
    slug: 'welcome',
    category: 'announcements',
    title: 'Welcome to the exchange',
    summary: 'Spot trading is live on BTC, ETH, SOL and DOGE.',
    content: p('Spot trading is open. Contract and option trading follow soon.'),
  },
];

/** Insert the seed categories and articles that are missing (safe on every start). */
export async function seedArticles(db: Executor, now: number): Promise<void> {
  await db
    .insertInto('article_categories')
    .values(CATEGORIES.map((c) => ({ ...c })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const categories = await db.selectFrom('article_categories').select(['id', 'slug']).execute();
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const rows = SEED_ARTICLES.map((a) => {
    const id = categoryId.get(a.category);
    if (id === undefined) throw new Error(`Unknown article category ${a.category}`);
    return {
      category_id: id,
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      content: a.content,
      created_at: now,
      updated_at: now,
    };
  });
  await db
    .insertInto('articles')
    .values(rows)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

/** Article ids by slug, for the links in the site config. */
export async function articleIdsBySlug(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('articles').select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}
