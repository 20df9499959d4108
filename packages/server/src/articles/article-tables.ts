// The articles' per-language tables (migration 0140); `articles` and `article_categories` hold
// the English texts (db/schema.ts).

/** An article's texts in one language other than the English of `articles`. */
export interface ArticleTextsTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  /** HTML. */
  content: string;
  /** Lower-cased plain text of title, summary and body, what GET /articles?q= searches. */
  search_text: string;
}

/** A category's name in one language. */
export interface ArticleCategoryNamesTable {
  category_id: number;
  lang: string;
  name: string;
}

declare module '../db/schema.ts' {
  interface Database {
    article_texts: ArticleTextsTable;
    article_category_names: ArticleCategoryNamesTable;
  }
}
