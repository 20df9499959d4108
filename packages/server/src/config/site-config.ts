import {
  DEMO_MODE_CONFIG,
  type ConfigEntry,
  type ConfigKey,
  type VersionInfo,
} from '@exchange/api';

/**
 * The settings the server itself goes by as well as answering them: the preferences a user has
 * not chosen (toUserInfo), the identity images asked for and the coin withdrawal limits are
 * valued in.
 */
export const SITE_DEFAULTS = {
  website_client_timezone: 'Asia/Shanghai',
  /** "1": 24-hour clock. */
  website_time_24: '0',
  website_default_language: 'en',
  /** The advanced identity level's image keys, comma-separated. */
  website_auth_img_params: 'front_img,back_img,hand_img',
  site_quote_name1: 'USDC',
};

/**
 * The site settings of GET /config/getConfig, every key of SPEC.md section 3; in demo mode also
 * `demo_mode` ({@link DEMO_MODE_CONFIG}), so the app tells new users where their codes go.
 */
export function siteConfig(options: {
  /** Article ids by slug (see articles/seed.ts); legal pages and the MSB article link to them. */
  articleIds: ReadonlyMap<string, number>;
  demo?: boolean;
}): ConfigEntry[] {
  const link = (slug: string) => {
    const id = options.articleIds.get(slug);
    return id === undefined ? '' : `/article/detail?article_id=${id}`;
  };
  const msb = options.articleIds.get('msb-licence');
  const entries: Record<ConfigKey, [content: string, contentUrl?: string]> = {
    website_client_timezone: [SITE_DEFAULTS.website_client_timezone],
    // "1": guess the visitor's zone in the browser instead of the one above (SPEC.md section 9).
    website_client_timezone_format: ['1'],
    website_time_24: [SITE_DEFAULTS.website_time_24],
    website_auth_img_params: [SITE_DEFAULTS.website_auth_img_params],
    site_quote_name1: [SITE_DEFAULTS.site_quote_name1],
    site_otc_name: ['OTC'],
    contract_trade_fee: ['0.0005'],
    website_pc_logo: ['Exchange', '/logo.svg'],
    default_avatar: ['', '/avatar-default.svg'],
    contact_email: ['support@exchange.example'],
    website_about_us: ['About us', link('about-us')],
    website_disclaimer: ['Legal notice', link('legal-notice')],
    website_risk_warning: ['Risk notice', link('risk-notice')],
    website_rate_description: ['Fee rates', link('fee-rates')],
    website_user_agreement: ['User agreement', link('user-agreement')],
    website_service_link: ['Customer service', 'https://support.exchange.example/chat?uid='],
    website_contact_us: ['Contact us', 'mailto:support@exchange.example'],
    website_privacy_policy: ['Privacy policy', link('privacy-policy')],
    website_copyright: ['© 2026 Exchange. All rights reserved.'],
    msb_article_id: [msb === undefined ? '' : String(msb)],
    website_name: ['Exchange'],
    website_default_language: [SITE_DEFAULTS.website_default_language],
  };
  const settings = Object.entries(entries).map(([keywords, [content, contentUrl]]) => ({
    keywords,
    content,
    content_url: contentUrl ?? '',
  }));
  return options.demo === true ? [...settings, { ...DEMO_MODE_CONFIG }] : settings;
}

/** The latest web release (GET /app/last/10). Bump it with each deploy of the app. */
export const LATEST_WEB_VERSION: VersionInfo = {
  version_number: '1.0.0',
  content: 'Spot trading, wallets and the live market feed.',
  created_at: Date.UTC(2026, 10, 1),
};
