import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app-services.tsx';
import { configQuery } from '../queries/config.query.ts';
import { DEFAULT_BRAND, configText, toSiteConfig, type SiteConfig } from './site-config.ts';

const EMPTY: SiteConfig = toSiteConfig([]);

/** The site settings (empty until loaded) and the site name with its brand fallback. */
export function useSiteConfig(): { config: SiteConfig; siteName: string } {
  const { api } = useAppServices();
  const { data } = useQuery(configQuery(api));
  const config = data ?? EMPTY;
  return { config, siteName: configText(config, 'website_name', DEFAULT_BRAND) };
}
