import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  configLink,
  configText,
  configUrl,
  customerServiceHref,
  type SiteConfig,
} from '../config/site-config.ts';
import { FooterLink } from './footer-link.tsx';
import styles from './footer.module.css';

export interface FooterProps {
  /** Trade pages get the full footer; the others the network bar (SPEC.md section 2). */
  variant: 'trade' | 'bar';
  config: SiteConfig;
  siteName: string;
  userId: number | null;
  /** The network status bar, rendered by the caller from the networkQuality machine. */
  networkStatus?: ReactNode;
}

interface ColumnLink {
  href: string | null;
  label: ReactNode;
}

function Column({ title, links }: { title: ReactNode; links: ColumnLink[] }) {
  const shown = links.filter(
    (link): link is { href: string; label: ReactNode } => link.href !== null,
  );
  return (
    <div className={styles.column}>
      <h2>{title}</h2>
      <ul>
        {shown.map((link) => (
          <li key={link.href}>
            <FooterLink href={link.href}>{link.label}</FooterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer in its two variants (SPEC.md section 2, "Footer"). */
export function Footer({ variant, config, siteName, userId, networkStatus }: FooterProps) {
  const { t } = useLingui();
  if (variant === 'bar') {
    return (
      <footer className={styles.footer}>
        <div className={styles.bar}>
          {networkStatus}
          <FooterLink href="/article/list">
            <Trans>Help</Trans>
          </FooterLink>
        </div>
      </footer>
    );
  }

  const contactEmail = configText(config, 'contact_email');
  const msbArticleId = configText(config, 'msb_article_id');
  const logo = configUrl(config, 'website_pc_logo');
  const copyright = configText(config, 'website_copyright', `© ${siteName}`);
  return (
    <footer className={styles.footer}>
      <div className={styles.full}>
        <div className={styles.brand}>
          {logo ? (
            <img src={logo} alt={siteName} />
          ) : (
            <span className={styles.brandName}>{siteName}</span>
          )}
          <p>
            <Trans>Trade spot, futures and options in one place.</Trans>
          </p>
          {contactEmail ? (
            <a className={styles.link} href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          ) : null}
        </div>
        <Column
          title={t`Company`}
          links={[
            { href: configLink(config, 'website_about_us'), label: t`About us` },
            { href: '/article/list', label: t`Help centre` },
            {
              href: msbArticleId
                ? `/article/detail?article_id=${encodeURIComponent(msbArticleId)}`
                : null,
              label: t`MSB licence`,
            },
          ]}
        />
        <Column
          title={t`Law`}
          links={[
            { href: configLink(config, 'website_user_agreement'), label: t`User agreement` },
            { href: configLink(config, 'website_privacy_policy'), label: t`Privacy policy` },
            { href: configLink(config, 'website_disclaimer'), label: t`Legal notice` },
            { href: configLink(config, 'website_risk_warning'), label: t`Risk notice` },
          ]}
        />
        <Column
          title={t`Service`}
          links={[
            { href: configLink(config, 'website_contact_us'), label: t`Contact us` },
            { href: configLink(config, 'website_rate_description'), label: t`Fee rates` },
          ]}
        />
        <Column
          title={t`Support`}
          links={[
            {
              href: customerServiceHref(configLink(config, 'website_service_link'), userId),
              label: t`Customer service`,
            },
          ]}
        />
        <Column title={t`Partner`} links={[{ href: '/referral', label: t`Referral programme` }]} />
      </div>
      <p className={styles.copyright}>{copyright}</p>
    </footer>
  );
}
