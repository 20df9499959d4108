import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useAuth } from '../../app-services.tsx';
import { HomeAnnouncements } from './home-announcements.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeMarkets } from './home-markets.tsx';
import { HomeProducts } from './home-products.tsx';
import { announcementsQuery } from './home-queries.ts';
import { useHomeMarkets } from './use-home-markets.ts';
import styles from './home-page.module.css';

/**
 * The landing page: the slogan and the ways in, the market at a glance (live cards with 24 h
 * sparklines), the latest announcements and every product.
 */
export function HomePage() {
  const { api } = useAppServices();
  const { token } = useAuth();
  const { i18n } = useLingui();
  const markets = useHomeMarkets();
  const news = useQuery(announcementsQuery(api, i18n.locale));
  const newsState = news.data
    ? news.data.length === 0
      ? 'empty'
      : 'ready'
    : news.isError
      ? 'error'
      : 'loading';
  return (
    <main className={styles.home}>
      <HomeHero signedIn={token !== null} />
      <HomeMarkets {...markets} />
      <div className={styles.lower}>
        <HomeProducts />
        <HomeAnnouncements
          state={newsState}
          articles={news.data ?? []}
          retrying={news.isFetching}
          onRetry={() => {
            void news.refetch();
          }}
        />
      </div>
    </main>
  );
}
