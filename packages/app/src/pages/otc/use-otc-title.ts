import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { configText } from '../../config/site-config.ts';
import { useSiteConfig } from '../../config/use-site-config.ts';

/** The desk's name when the `site_otc_name` setting is missing or blank (SPEC.md sections 3 and 9). */
export const DEFAULT_OTC_NAME = 'OTC';

/**
 * An OTC page's title with the desk's name (`site_otc_name`, SPEC.md section 3) for its `{name}`,
 * also set as the tab title, "OTC trading | Exchange", and put back to the site name when the
 * page goes. The shell's site-name title is a layout effect, so this one lands after it.
 *
 * @example const title = useOtcTitle(PAGE_TITLES.otcTrading); // 'OTC trading'
 */
export function useOtcTitle(title: MessageDescriptor): string {
  const { i18n } = useLingui();
  const { config, siteName } = useSiteConfig();
  const name = configText(config, 'site_otc_name', DEFAULT_OTC_NAME);
  const values = { ...title.values, name };
  const text = i18n._(title.id, values, { message: title.message });
  useEffect(() => {
    document.title = `${text} | ${siteName}`;
    return () => {
      document.title = siteName;
    };
  }, [text, siteName]);
  return text;
}
