import { Link } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NAV_ENTRIES, type NavKey } from '../../shell/nav-entries.ts';
import { NAV_LABELS } from '../../shell/nav-labels.ts';
import styles from './home-page.module.css';

/** The products the home page leads into, in the header's order, with what each is for. */
const PRODUCTS: readonly { key: NavKey; description: MessageDescriptor }[] = [
  { key: 'spot', description: msg`Buy and sell coins at the market price or at your own.` },
  { key: 'futures', description: msg`Perpetual contracts: go long or short with leverage.` },
  { key: 'options', description: msg`Call the price over a fixed time for a fixed payout.` },
  { key: 'earn', description: msg`Put idle coins to work and earn interest.` },
  { key: 'subscribe', description: msg`Subscribe to new coins before they list.` },
  { key: 'c2c', description: msg`Buy and sell crypto directly with other users.` },
  { key: 'referral', description: msg`Invite friends and earn a share of their fees.` },
];

/** Where each product lives: the header's route for it (nav-entries.ts), never a second list. */
function routeOf(key: NavKey): string {
  const entry = NAV_ENTRIES.find((item) => item.key === key);
  if (!entry) throw new Error(`No navigation entry for the product "${key}"`);
  return entry.to;
}

/** The entry points to every product, one card each. */
export function HomeProducts() {
  const { t } = useLingui();
  return (
    <section className={styles.products} aria-labelledby="home-products-title">
      <h2 id="home-products-title" className={styles.sectionTitle}>
        <Trans>Products</Trans>
      </h2>
      <ul className={styles.productList}>
        {PRODUCTS.map((product) => (
          <li key={product.key}>
            <Link to={routeOf(product.key)} className={styles.product}>
              <span className={styles.productName}>{t(NAV_LABELS[product.key])}</span>
              <span className={styles.productText}>{t(product.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
