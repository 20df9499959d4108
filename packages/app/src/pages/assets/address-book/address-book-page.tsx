import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { AddAddressDialog } from './add-address-dialog.tsx';
import { WithdrawAddresses } from './withdraw-addresses.tsx';
import styles from '../shared/assets-page.module.css';

/**
 * /assets/address-manage: the withdrawal address book: its list (the page's withdraw
 * component), Add an address, and a link to the records.
 */
export function AddressBookPage() {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{i18n._(PAGE_TITLES.addressBook)}</h1>
        <div className={styles.actions}>
          <Link to="/assets/records" className={styles.buttonLinkSecondary}>
            <Trans>Deposit and withdrawal records</Trans>
          </Link>
          <Button
            onClick={() => {
              setAdding(true);
            }}
          >
            <Trans>Add address</Trans>
          </Button>
        </div>
      </header>
      <WithdrawAddresses />
      {adding ? (
        <AddAddressDialog
          onClose={() => {
            setAdding(false);
          }}
        />
      ) : null}
    </main>
  );
}
