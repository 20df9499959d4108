import type { ArticleLanguagePack, TopicLanguagePack } from './types.ts';

// The language packs by language code (one of the 12 of LANGUAGES in @exchange/api), loaded
// when the seed runs. One line per pack file: a language without a file simply has no entry,
// and the server answers its articles in English.

type Loader<Pack> = () => Promise<{ default: Pack }>;

/** `{lang}.ts`: category names and the help centre's own articles. English is required. */
export const ARTICLE_PACKS: { en: Loader<ArticleLanguagePack> } & Readonly<
  Record<string, Loader<ArticleLanguagePack>>
> = {
  en: () => import('./en.ts'),
  ko: () => import('./ko.ts'),
  ja: () => import('./ja.ts'),
  'zh-TW': () => import('./zh-TW.ts'),
  ms: () => import('./ms.ts'),
  pt: () => import('./pt.ts'),
  ru: () => import('./ru.ts'),
  es: () => import('./es.ts'),
  ar: () => import('./ar.ts'),
  fr: () => import('./fr.ts'),
  id: () => import('./id.ts'),
  hi: () => import('./hi.ts'),
};

/** `topics-{lang}.ts`: the help topics' questions and answers (TOPIC_ARTICLES). */
export const TOPIC_PACKS: Readonly<Record<string, Loader<TopicLanguagePack>>> = {
  en: () => import('./topics-en.ts'),
  'zh-TW': () => import('./topics-zh-TW.ts'),
  ja: () => import('./topics-ja.ts'),
  ko: () => import('./topics-ko.ts'),
  ms: () => import('./topics-ms.ts'),
  id: () => import('./topics-id.ts'),
  pt: () => import('./topics-pt.ts'),
  ru: () => import('./topics-ru.ts'),
  es: () => import('./topics-es.ts'),
  fr: () => import('./topics-fr.ts'),
  ar: () => import('./topics-ar.ts'),
  hi: () => import('./topics-hi.ts'),
};
