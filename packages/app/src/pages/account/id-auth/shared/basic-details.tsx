import { Trans, useLingui } from '@lingui/react/macro';
import type { BasicIdentity } from '@exchange/api';
import { DOCUMENT_TYPE_NAMES } from './identity-labels.ts';
import styles from './identity.module.css';

/** The country's name in the reader's language (Intl.DisplayNames), else its code. */
export function countryName(code: string, locale: string): string {
  return (
    new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code
  );
}

/** What the basic level was submitted with, masked by the server. */
export function BasicDetails({ details }: { details: BasicIdentity }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>Full name</Trans>
      </dt>
      <dd>{details.full_name}</dd>
      <dt>
        <Trans>Country</Trans>
      </dt>
      <dd>{countryName(details.country, i18n.locale)}</dd>
      <dt>
        <Trans>Document</Trans>
      </dt>
      <dd>
        {i18n._(DOCUMENT_TYPE_NAMES[details.document_type])} {details.document_number}
      </dd>
    </dl>
  );
}
