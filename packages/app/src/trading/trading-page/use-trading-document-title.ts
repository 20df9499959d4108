import { useEffect } from 'react';

/**
 * The tab title of a trading page, "BTC/USDT · Spot trading | Exchange", put back to the site
 * name when the page goes. The shell's site-name title is a layout effect, so this one lands
 * after it.
 *
 * @example useTradingDocumentTitle(pair.name, t(PAGE_TITLES.spotTrading), siteName);
 */
export function useTradingDocumentTitle(pairName: string, section: string, siteName: string) {
  const title = `${pairName} · ${section} | ${siteName}`;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}
