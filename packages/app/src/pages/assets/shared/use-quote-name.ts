import { configText, DEFAULT_QUOTE_NAME } from '../../../config/site-config.ts';
import { useSiteConfig } from '../../../config/use-site-config.ts';

/**
 * The coin totals are valued in: the `site_quote_name1` setting, USDC by default (SPEC.md
 * sections 3 and 9).
 */
export function useQuoteName(): string {
  const { config } = useSiteConfig();
  return configText(config, 'site_quote_name1', DEFAULT_QUOTE_NAME);
}
