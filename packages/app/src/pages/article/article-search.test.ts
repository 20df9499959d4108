import { describe, expect, it } from 'vitest';
import { parseArticleDetailSearch } from './detail/article-detail-search.ts';
import { filterQuestions, parseHelpTopicSearch } from './help-topic/help-topic.ts';
import { parseArticleListSearch } from './list/article-list-search.ts';

describe('the article pages’ URL search', () => {
  it('keeps a well-formed help centre search and drops the rest', () => {
    expect(parseArticleListSearch({ category: 'help', q: ' fee ', page: '2' })).toEqual({
      category: 'help',
      q: 'fee',
      page: 2,
    });
    expect(parseArticleListSearch({ category: 'Bad Slug!', q: '   ', page: '1' })).toEqual({});
    expect(parseArticleListSearch({ page: '2.5', q: 'x'.repeat(80) })).toEqual({
      q: 'x'.repeat(64),
    });
  });

  it('takes a positive whole article id only', () => {
    expect(parseArticleDetailSearch({ article_id: '12' })).toEqual({ article_id: 12 });
    expect(parseArticleDetailSearch({ article_id: 7 })).toEqual({ article_id: 7 });
    for (const bad of ['0', '-3', '1.5', 'abc', undefined]) {
      expect(parseArticleDetailSearch({ article_id: bad })).toEqual({});
    }
  });

  it('takes a question slug for a help topic deep link', () => {
    expect(parseHelpTopicSearch({ q: 'finance-interest' })).toEqual({ q: 'finance-interest' });
    expect(parseHelpTopicSearch({ q: '<script>' })).toEqual({});
    expect(parseHelpTopicSearch({ q: 42 })).toEqual({});
  });
});

describe('filterQuestions', () => {
  const questions = [{ title: 'How is interest calculated?' }, { title: 'How do I redeem?' }];

  it('keeps the titles holding the words, ignoring case and outer spaces', () => {
    expect(filterQuestions(questions, '  INTEREST ', 'en')).toEqual([questions[0]]);
    expect(filterQuestions(questions, '', 'en')).toBe(questions);
    expect(filterQuestions(questions, 'zzz', 'en')).toEqual([]);
  });

  it('folds case in the page’s language (Cyrillic here)', () => {
    expect(filterQuestions([{ title: 'Как вывести?' }], 'КАК', 'ru')).toHaveLength(1);
  });
});
