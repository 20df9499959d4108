import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { KYC_LEVELS, type IdentityStatus } from '@exchange/api';
import { isolateLtr, Spinner, Steps, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { callErrorMessage } from '../../../../errors/call-error-message.ts';
import { identityStatusQuery } from '../../../../queries/identity.query.ts';
import { PAGE_TITLES } from '../../../../shell/page-titles.ts';
import { coinAmount } from '../../../assets/shared/coin-amount.ts';
import { LoadFailed } from '../../../assets/shared/load-failed.tsx';
import { BasicDetails } from '../shared/basic-details.tsx';
import { IdentityFrame } from '../shared/identity-frame.tsx';
import { LEVEL_NAMES } from '../shared/identity-labels.ts';
import { LevelCard, limitOf } from './level-card.tsx';
import { useNarrow } from './use-narrow.ts';
import { WithdrawUsage } from './withdraw-usage.tsx';
import styles from '../shared/identity.module.css';
import ownStyles from './id-auth.module.css';

function Overview({ status }: { status: IdentityStatus }) {
  const { i18n, t } = useLingui();
  const narrow = useNarrow();
  const current = limitOf(status, status.level);
  const level = i18n._(LEVEL_NAMES[status.level]);
  const steps = KYC_LEVELS.map((name) => {
    const limit = limitOf(status, name);
    const amount =
      limit === undefined
        ? undefined
        : isolateLtr(withUnit(coinAmount(limit.withdraw_limit_24h), limit.coin_name));
    return {
      title: i18n._(LEVEL_NAMES[name]),
      description: amount === undefined ? undefined : t`${amount} a day`,
    };
  });
  return (
    <>
      <section className={styles.card} aria-label={t`Your level`}>
        <p className={ownStyles.current}>
          <Trans>
            Your level: <strong>{level}</strong>
          </Trans>
        </p>
        <Steps
          label={t`Verification levels`}
          completeLabel={t`complete`}
          current={KYC_LEVELS.indexOf(status.level)}
          orientation={narrow ? 'vertical' : 'horizontal'}
          steps={steps}
        />
        {current === undefined ? null : (
          <WithdrawUsage
            withdrawn={status.withdrawn_24h}
            limit={current.withdraw_limit_24h}
            coinName={current.coin_name}
          />
        )}
      </section>
      <div className={ownStyles.levels}>
        <LevelCard
          level="basic"
          review={status.basic}
          limit={limitOf(status, 'basic')}
          locked={false}
        >
          {status.basic.details === null ? null : <BasicDetails details={status.basic.details} />}
        </LevelCard>
        <LevelCard
          level="advanced"
          review={status.advanced}
          limit={limitOf(status, 'advanced')}
          locked={status.basic.status !== 'approved'}
        />
      </div>
    </>
  );
}

/**
 * /account/id-auth (issue 18): the three levels as steps with the 24-hour withdrawal limit each
 * unlocks, the current level, what was withdrawn in the last 24 hours against its limit, and a
 * card per reviewed level with its state, the reviewer's reason when rejected, and what to do
 * next.
 */
export function IdAuthPage() {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const status = useQuery(identityStatusQuery(api));
  const title = i18n._(PAGE_TITLES.identityVerification);

  if (status.isPending)
    return (
      <IdentityFrame title={title} state="loading">
        <Spinner label={title} />
      </IdentityFrame>
    );
  if (status.isError)
    return (
      <IdentityFrame title={title} state="error">
        <LoadFailed
          message={callErrorMessage(status.error, i18n).text}
          onRetry={() => void status.refetch()}
        />
      </IdentityFrame>
    );
  return (
    <IdentityFrame
      title={title}
      state={status.data.level}
      lead={<Trans>Each level you verify raises how much you can withdraw in 24 hours.</Trans>}
    >
      <Overview status={status.data} />
    </IdentityFrame>
  );
}
