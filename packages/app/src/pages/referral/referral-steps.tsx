import { useLingui } from '@lingui/react/macro';
import styles from './referral-page.module.css';

/** Props of {@link ReferralSteps}. */
export interface ReferralStepsProps {
  /** The commission rate as a percentage text ("20%"). */
  rate: string;
}

/**
 * The step component (SPEC §2 /referral): how the programme works in three numbered steps —
 * share the link, the friend registers with the code, earn a share of every fee they pay.
 */
export function ReferralSteps({ rate }: ReferralStepsProps) {
  const { t } = useLingui();
  const steps = [
    {
      title: t`Share your link`,
      text: t`Send your invite link or code to friends, or let them scan your QR code.`,
    },
    {
      title: t`Friends sign up`,
      text: t`They register with your invite code and start trading spot or futures.`,
    },
    {
      title: t`Earn commission`,
      text: t`You receive ${rate} of the trading fees they pay, straight into your spot account.`,
    },
  ];
  return (
    <ol className={styles.steps} aria-label={t`How it works`}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h2 className={styles.stepTitle}>{step.title}</h2>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
