import { describe, expect, it } from 'vitest';
import {
  configLink,
  configText,
  customerServiceHref,
  rewriteArticleLink,
  toSiteConfig,
} from './site-config.ts';

const config = toSiteConfig([
  { keywords: 'website_name', content: 'Acme Exchange', content_url: '' },
  { keywords: 'website_about_us', content: '', content_url: '/article/article/7' },
  { keywords: 'website_privacy_policy', content: 'https://acme.example/privacy', content_url: '' },
  { keywords: 'blank', content: '   ', content_url: '' },
]);

describe('site config', () => {
  it('reads a setting, falling back when it is missing or blank', () => {
    expect(configText(config, 'website_name', 'Exchange')).toBe('Acme Exchange');
    expect(configText(config, 'blank', 'fallback')).toBe('fallback');
    expect(configText(config, 'missing', 'fallback')).toBe('fallback');
  });

  it('rewrites /article/article/{id} links to /article/detail?article_id={id}', () => {
    expect(rewriteArticleLink('/article/article/12')).toBe('/article/detail?article_id=12');
    expect(rewriteArticleLink('https://acme.example/article/article/3')).toBe(
      '/article/detail?article_id=3',
    );
    expect(rewriteArticleLink('/article/list')).toBe('/article/list');
    expect(configLink(config, 'website_about_us')).toBe('/article/detail?article_id=7');
    expect(configLink(config, 'website_privacy_policy')).toBe('https://acme.example/privacy');
    expect(configLink(config, 'missing')).toBeNull();
  });
});

describe('customerServiceHref', () => {
  it('sends visitors to /user/login', () => {
    expect(customerServiceHref('https://help.example/chat?uid=', null)).toBe('/user/login');
  });
  it('appends the user id when the link has a uid query', () => {
    expect(customerServiceHref('https://help.example/chat?uid=', 42)).toBe(
      'https://help.example/chat?uid=42',
    );
  });
  it('leaves a link without uid alone, and has nothing without a link', () => {
    expect(customerServiceHref('https://help.example/chat', 42)).toBe('https://help.example/chat');
    expect(customerServiceHref(null, 42)).toBeNull();
  });
});
