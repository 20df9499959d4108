import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './home-page.module.css';

/**
 * The slogan and the ways in: a visitor is asked to sign up (or to look at the markets first);
 * a signed-in trader goes straight to trading, a deposit or their assets.
 */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      className={styles.hero}
      aria-labelledby="home-title"
      data-state={signedIn ? 'signed-in' : 'visitor'}
    >
      <h1 id="home-title" className={styles.title}>
        <Trans>Trade crypto with confidence</Trans>
      </h1>
      <p className={styles.subtitle}>
        <Trans>Spot, futures and options markets with live prices.</Trans>
      </p>
      <div className={styles.ctas}>
        {signedIn ? (
          <>
            <Link to="/spot-trade" className={styles.cta}>
              <Trans>Trade now</Trans>
            </Link>
            <Link to="/assets/recharge" className={styles.ctaSecondary}>
              <Trans>Deposit</Trans>
            </Link>
            <Link to="/assets/overview" className={styles.ctaSecondary}>
              <Trans>My assets</Trans>
            </Link>
          </>
        ) : (
          <>
            <Link to="/user/register" className={styles.cta}>
              <Trans>Sign up</Trans>
            </Link>
            <Link to="/spot-trade" className={styles.ctaSecondary}>
              <Trans>Trade now</Trans>
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
