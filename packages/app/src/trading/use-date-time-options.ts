import type { DateTimeOptions } from '@exchange/design-system';
import { useAuth } from '../app-services.tsx';
import { configText } from '../config/site-config.ts';
import { useSiteConfig } from '../config/use-site-config.ts';
import { preferredDateTime } from '../preferences/preference-precedence.ts';

/**
 * How times are shown (SPEC.md section 9): in the signed-in user's own timezone and clock
 * (issue 18, /account/setting); else in the configured `website_client_timezone`, or the
 * reader's own zone when it is unset or `website_client_timezone_format` is "1" (guess the zone
 * in the browser); 24-hour when `website_time_24` is on, else 12-hour with AM/PM.
 * `formatDateTime` names the zone ('UTC+8') whenever it is not the reader's own.
 *
 * @example formatDateTime(order.created_at, useDateTimeOptions())
 */
export function useDateTimeOptions(): DateTimeOptions {
  const { config } = useSiteConfig();
  const { user } = useAuth();
  return preferredDateTime({
    user,
    config: {
      timezone: configText(config, 'website_client_timezone'),
      timezoneFormat: configText(config, 'website_client_timezone_format'),
      time24: configText(config, 'website_time_24'),
    },
  });
}
