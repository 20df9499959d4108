import { Trans } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import styles from './assets-page.module.css';

/**
 * What a section shows when its data could not be loaded: the reason in words (from
 * `callErrorMessage`) and a Retry button.
 *
 * @example <LoadFailed message={text} onRetry={() => void wallet.refetch()} />
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.retry} role="alert" data-state="error">
      <p className={styles.alert}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
