import type { DateTimeOptions } from '@exchange/design-system';
import { configText } from '../../../config/site-config.ts';
import { useSiteConfig } from '../../../config/use-site-config.ts';

/**
 * How times are shown (SPEC.md section 9): in the configured `website_client_timezone` (guessed
 * from the browser when unset), 24-hour when `website_time_24` is on, else 12-hour with AM/PM.
 *
 * @example formatDateTime(order.created_at, useDateTimeOptions())
 */
export function useDateTimeOptions(): DateTimeOptions {
  const { config } = useSiteConfig();
  const timezone = configText(config, 'website_client_timezone');
  const hour24 = configText(config, 'website_time_24');
  return {
    timezone: timezone === '' ? undefined : timezone,
    hour24: hour24 === '1' || hour24.toLowerCase() === 'true',
  };
}
