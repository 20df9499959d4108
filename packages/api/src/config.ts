import { z } from 'zod';
import { coinNameSchema, decimalString, formId, idSchema, timestampMs } from './common.ts';
import { languageSchema } from './envelope.ts';
import { defineRoute } from './route.ts';

/** Every key GET /config/getConfig answers (SPEC.md section 3), in the spec's order. */
export const CONFIG_KEYS = [
  'website_client_timezone',
  'website_client_timezone_format',
  'website_time_24',
  'website_auth_img_params',
  'site_quote_name1',
  'site_otc_name',
  'contract_trade_fee',
  'website_pc_logo',
  'default_avatar',
  'contact_email',
  'website_about_us',
  'website_disclaimer',
  'website_risk_warning',
  'website_rate_description',
  'website_user_agreement',
  'website_service_link',
  'website_contact_us',
  'website_privacy_policy',
  'website_copyright',
  'msb_article_id',
  'website_name',
  'website_default_language',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/**
 * One site setting. `keywords` is the key; `content` the value as text; `content_url` a link or
 * image address when the setting has one (logos, legal pages), else "". Keys are open strings so
 * a server adding a setting does not break older clients; {@link CONFIG_KEYS} lists the known ones.
 */
export const configEntrySchema = z.object({
  keywords: z.string().min(1),
  content: z.string(),
  content_url: z.string(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

/**
 * The setting a server in demo mode adds to GET /config/getConfig (not a key of SPEC.md section
 * 3, so clients that do not know it ignore it): content "1", content_url the demo mailbox, where
 * every e-mail code goes instead of real e-mail. A server not in demo mode leaves it out.
 *
 * @example const demo = entries.some((e) => e.keywords === DEMO_MODE_CONFIG.keywords);
 */
export const DEMO_MODE_CONFIG: Readonly<ConfigEntry> = {
  keywords: 'demo_mode',
  content: '1',
  content_url: '/demo/mailbox',
};

/**
 * The value of a setting, or undefined when the server did not send it.
 *
 * @example configValue(entries, 'site_quote_name1') ?? 'USDC'
 */
export function configValue(entries: readonly ConfigEntry[], key: ConfigKey): string | undefined {
  return entries.find((entry) => entry.keywords === key)?.content;
}

/** Deposit and withdrawal rules of one coin on one network. */
export const coinNetworkSchema = z.object({
  /** Network code, e.g. "TRC20", "ERC20", "BTC". */
  network: z.string().min(1),
  name: z.string(),
  deposit_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
  min_deposit: decimalString,
  min_withdraw: decimalString,
  /** Flat fee in the coin, taken from the withdrawn amount. */
  withdraw_fee: decimalString,
  /** Decimals a withdrawal amount may have. */
  withdraw_precision: z.number().int().nonnegative(),
  /** Confirmations before a deposit is credited. */
  confirmations: z.number().int().nonnegative(),
  /** Whether addresses on this network carry a memo/tag. */
  memo_required: z.boolean(),
  /** Most a user may withdraw of this coin on this network in any 24 hours (rolling window). */
  withdraw_daily_limit: decimalString,
});
export type CoinNetwork = z.infer<typeof coinNetworkSchema>;

export const rechargeWithdrawSchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  logo: z.string(),
  networks: z.array(coinNetworkSchema),
});
export type RechargeWithdraw = z.infer<typeof rechargeWithdrawSchema>;

/** Filter GET /config/rechargeWithdraw to one coin; without it every coin is listed. */
export const rechargeWithdrawQuerySchema = z.object({
  coin_id: formId.optional(),
});

/** The latest web release (GET /app/last/10, 10 being the web device type). */
export const versionInfoSchema = z.object({
  /** Dotted release number, e.g. "1.4.2"; newer means numerically greater part by part. */
  version_number: z
    .string()
    .regex(/^\d+(\.\d+)*$/, { message: 'Expected a version such as "1.4.2"' }),
  /** Release notes shown in the update alert. */
  content: z.string(),
  created_at: timestampMs,
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const getConfig = defineRoute({
  method: 'GET',
  path: '/config/getConfig',
  auth: false,
  response: z.array(configEntrySchema),
});

export const rechargeWithdraw = defineRoute({
  method: 'GET',
  path: '/config/rechargeWithdraw',
  auth: false,
  query: rechargeWithdrawQuerySchema,
  response: z.array(rechargeWithdrawSchema),
});

export const appVersion = defineRoute({
  method: 'GET',
  path: '/app/last/10',
  auth: false,
  response: versionInfoSchema,
});

export const languages = defineRoute({
  method: 'GET',
  path: '/config/language',
  auth: false,
  response: z.array(languageSchema),
});
