import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_KINDS, type Ad, type C2cOrder } from '@exchange/api';
import {
  Button,
  EmptyState,
  NumericInput,
  Pagination,
  Select,
  Spinner,
  Tabs,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { useC2cAds } from '../../../queries/c2c.query.ts';
import { coinsQuery } from '../../../queries/wallet.query.ts';
import { C2C_COINS, C2C_FIATS, withFilters, type C2cSearch } from '../c2c-search.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import { AdRow } from './ad-row.tsx';
import { PlaceOrderDialog } from './place-order-dialog.tsx';
import styles from '../c2c-page.module.css';

const PAGE_SIZE = 10;
const ALL = 'all';

/** Props of {@link MarketTab}. */
export interface MarketTabProps {
  search: C2cSearch;
  onSearchChange: (search: C2cSearch) => void;
  signedIn: boolean;
  onPlaced: (order: C2cOrder) => void;
}

/**
 * The market: Buy / Sell, the coin, the fiat currency, a payment method and an amount (all in
 * the URL), and the ads they match a page at a time. Buying lists the sell ads, cheapest first
 * (the server's order); an ad's button opens the place-order dialog.
 */
export function MarketTab({ search, onSearchChange, signedIn, onPlaced }: MarketTabProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useC2cLabels();
  const coins = useQuery(coinsQuery(api));
  const [ordering, setOrdering] = useState<Ad | null>(null);
  const side = search.side ?? 'buy';
  const coin = search.coin ?? 'USDT';
  const fiat = search.fiat ?? 'USD';
  const page = search.page ?? 1;
  const coinId = coins.data?.find((row) => row.coin_name === coin)?.coin_id;
  const ads = useC2cAds(
    {
      // The advertiser's side is the other one: buying takes sell ads.
      side: side === 'buy' ? 'sell' : 'buy',
      coin_id: coinId ?? 0,
      fiat,
      payment_kind: search.pay,
      amount: search.amount,
      page,
      limit: PAGE_SIZE,
    },
    coinId !== undefined,
  );
  const change = (next: Partial<C2cSearch>) => {
    onSearchChange(withFilters(search, next));
  };

  const list =
    ads.isPending || coins.isPending ? (
      <div className={styles.state}>
        <Spinner label={t`Loading ads`} />
      </div>
    ) : ads.isError || coins.isError ? (
      <div className={styles.state} role="alert">
        <p>{t`The ads could not be loaded.`}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void coins.refetch();
            void ads.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : ads.data.list.length === 0 ? (
      <EmptyState
        title={t`No ads match these filters`}
        description={t`Try another payment method or amount.`}
      />
    ) : (
      <>
        <ul className={styles.ads} aria-label={t`Ads`}>
          {ads.data.list.map((ad) => (
            <AdRow key={ad.id} ad={ad} signedIn={signedIn} onOrder={setOrdering} />
          ))}
        </ul>
        {ads.data.total > PAGE_SIZE ? (
          <Pagination
            page={page}
            pageCount={Math.ceil(ads.data.total / PAGE_SIZE)}
            onPageChange={(next) => {
              onSearchChange({ ...search, page: next });
            }}
            label={t`Pages of ads`}
            previousLabel={t`Previous page`}
            nextLabel={t`Next page`}
          />
        ) : null}
      </>
    );

  const filters = (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <span aria-hidden="true">{t`Coin`}</span>
        <Select
          aria-label={t`Coin`}
          options={C2C_COINS.map((name) => ({ value: name, label: name }))}
          value={coin}
          onChange={(value) => {
            change({ coin: value });
          }}
        />
      </div>
      <div className={styles.filter}>
        <span aria-hidden="true">{t`Fiat`}</span>
        <Select
          aria-label={t`Fiat`}
          options={C2C_FIATS.map((name) => ({ value: name, label: name }))}
          value={fiat}
          onChange={(value) => {
            change({ fiat: value });
          }}
        />
      </div>
      <div className={styles.filter}>
        <span aria-hidden="true">{t`Payment method`}</span>
        <Select
          aria-label={t`Payment method`}
          options={[
            { value: ALL, label: t`All methods` },
            ...PAYMENT_METHOD_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) })),
          ]}
          value={search.pay ?? ALL}
          onChange={(value) => {
            change({ pay: PAYMENT_METHOD_KINDS.find((kind) => kind === value) });
          }}
        />
      </div>
      <div className={styles.filter}>
        <NumericInput
          aria-label={t`Amount`}
          precision={2}
          value={search.amount ?? ''}
          placeholder={t`Amount`}
          suffix={fiat}
          onChange={(value) => {
            change({ amount: value === '' || Number(value) === 0 ? undefined : value });
          }}
        />
      </div>
    </div>
  );

  const body = (
    <>
      {filters}
      {list}
    </>
  );

  return (
    <>
      <Tabs
        label={t`Buy or sell`}
        variant="pill"
        value={side}
        onValueChange={(value) => {
          change({ side: value === 'sell' ? 'sell' : undefined });
        }}
        items={[
          { value: 'buy', label: t`Buy`, content: body },
          { value: 'sell', label: t`Sell`, content: body },
        ]}
      />
      <PlaceOrderDialog
        ad={ordering}
        onClose={() => {
          setOrdering(null);
        }}
        onPlaced={(order) => {
          setOrdering(null);
          onPlaced(order);
        }}
      />
    </>
  );
}
