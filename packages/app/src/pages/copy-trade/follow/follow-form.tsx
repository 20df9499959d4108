import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LeaderProfile } from '@exchange/api';
import {
  Button,
  Field,
  formatAmount,
  Modal,
  NO_VALUE,
  NumericInput,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import { useContractAccount } from '../../../queries/contract.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { COPY_COIN, copyAmount } from '../orders/copy-format.ts';
import { useCopyLabels } from '../orders/use-copy-labels.ts';
import { useCopyFollow } from '../shared/copy-trade.query.ts';
import {
  checkFollow,
  COPY_BOUNDS,
  followBody,
  type FollowField,
  type FollowInput,
  type FollowProblem,
} from './follow-check.ts';
import { FollowPreview } from './follow-preview.tsx';
import styles from './follow-page.module.css';

const START: FollowInput = {
  mode: 'fixed',
  fixed_amount: '',
  ratio: '',
  max_per_position: '',
  budget: '',
  stop_loss_percent: '',
};
const SHOWN_FIELDS: readonly string[] = [
  'mode',
  'fixed_amount',
  'ratio',
  'max_per_position',
  'budget',
  'stop_loss_rate',
];
const AMOUNT_DECIMALS = 2;

/** Props of {@link FollowForm}. */
export interface FollowFormProps {
  leader: LeaderProfile;
  /** The copy started: the page moves on to the caller's copies. */
  onFollowed: () => void;
}

/**
 * The copy settings: a fixed margin per order or a ratio of the leader's size, the most margin
 * one position may use, the budget moved from futures (with what futures has available) and an
 * optional copy stop-loss; checked as the server checks them, previewed, then confirmed.
 */
export function FollowForm({ leader, onFollowed }: FollowFormProps) {
  const { t, i18n } = useLingui();
  const labels = useCopyLabels();
  const follow = useCopyFollow();
  const account = useContractAccount(true);
  const available = account.data?.balance ?? null;
  const [input, setInput] = useState<FollowInput>(START);
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const problems = checkFollow(input, available);
  const blocked = leader.following || leader.followers >= leader.max_followers;

  const describe = (problem: FollowProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t`Required.`;
      case 'not_a_number':
        return t`Enter a number above zero.`;
      case 'below_min':
        return t`At least ${copyAmount(problem.min)}.`;
      case 'above_max':
        return t`At most ${copyAmount(problem.max)}.`;
      case 'above_available':
        return t`More than the ${copyAmount(problem.available)} available in futures.`;
      case 'above_budget':
        return t`At most the budget.`;
      case 'out_of_range':
        return t`Between ${problem.min} and ${problem.max}.`;
      default:
        return problem satisfies never;
    }
  };
  const errorOf = (field: FollowField): string | undefined => {
    const server = refusal.fields[field];
    if (server !== undefined) return server;
    const problem = problems[field];
    if (problem === undefined) return undefined;
    // An empty field is an error once the user tried to go on; a wrong one at once.
    return attempted || problem.kind !== 'required' ? describe(problem) : undefined;
  };
  const change = (field: keyof FollowInput, value: string) => {
    setInput({ ...input, [field]: value });
    setRefusal(NO_REFUSAL);
  };
  const number = (
    field: Exclude<keyof FollowInput, 'mode'>,
    error: FollowField,
    label: string,
    suffix: string,
    hint?: ReactNode,
    precision = AMOUNT_DECIMALS,
  ) => (
    <Field label={label} error={errorOf(error)} hint={hint}>
      {(control) => (
        <NumericInput
          {...control}
          precision={precision}
          value={input[field]}
          suffix={suffix}
          onChange={(value) => {
            change(field, value);
          }}
        />
      )}
    </Field>
  );
  const short = problems.budget?.kind === 'above_available';

  return (
    <section className={styles.section} aria-labelledby="copy-follow-settings">
      <h2 id="copy-follow-settings" className={styles.name}>{t`Copy settings`}</h2>
      <form
        className={styles.form}
        aria-labelledby="copy-follow-settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (Object.keys(problems).length === 0 && !blocked) setConfirming(true);
        }}
      >
        <fieldset className={styles.modes}>
          <legend>{t`Copy mode`}</legend>
          <label className={styles.mode}>
            <input
              type="radio"
              name="copy-mode"
              value="fixed"
              checked={input.mode === 'fixed'}
              onChange={() => {
                change('mode', 'fixed');
              }}
            />
            <span>{t`Fixed amount`}</span>
            <span className={styles.muted}>{t`The same margin for every copied order.`}</span>
          </label>
          <label className={styles.mode}>
            <input
              type="radio"
              name="copy-mode"
              value="ratio"
              checked={input.mode === 'ratio'}
              onChange={() => {
                change('mode', 'ratio');
              }}
            />
            <span>{t`Ratio`}</span>
            <span className={styles.muted}>{t`A multiple of the lead trader's order size.`}</span>
          </label>
        </fieldset>
        <div className={styles.row}>
          {input.mode === 'fixed'
            ? number('fixed_amount', 'fixed_amount', t`Margin per order`, COPY_COIN)
            : number(
                'ratio',
                'ratio',
                t`Ratio`,
                '×',
                t`Between ${COPY_BOUNDS.minRatio} and ${COPY_BOUNDS.maxRatio}.`,
              )}
          {number(
            'max_per_position',
            'max_per_position',
            t`Maximum per position`,
            COPY_COIN,
            t`The most margin one copied position may use.`,
          )}
        </div>
        <div className={styles.row}>
          {number(
            'budget',
            'budget',
            t`Total budget`,
            COPY_COIN,
            available === null
              ? t`Futures available: ${NO_VALUE}`
              : t`Futures available: ${copyAmount(available)}`,
          )}
          {number(
            'stop_loss_percent',
            'stop_loss_rate',
            t`Copy stop-loss (optional)`,
            '%',
            t`Stop copying and close everything when the loss reaches this share of the budget.`,
          )}
        </div>
        {short ? (
          <p className={styles.note}>
            {t`Your futures account holds less than this budget.`}{' '}
            <Link to="/assets/futures-account" className={styles.link}>
              {t`Transfer`}
            </Link>
          </p>
        ) : null}
        <FollowPreview input={input} />
        {refusal.form === null ? null : (
          <p className={styles.error} role="alert">
            {refusal.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={blocked} loading={follow.isPending}>
            {t`Start copying`}
          </Button>
          {leader.following ? (
            <p className={styles.note}>
              {t`You already copy this lead trader.`}{' '}
              <Link
                to="/copy-trade/order"
                search={{ tab: 'copies' }}
                className={styles.link}
              >{t`My copies`}</Link>
            </p>
          ) : leader.followers >= leader.max_followers ? (
            <p className={styles.note}>{t`This lead trader has no free places.`}</p>
          ) : null}
        </div>
      </form>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Copy ${leader.nickname}?`}
        description={t`The budget moves from your futures account into a copy account.`}
        closeLabel={t`Close`}
        confirmLabel={t`Confirm`}
        cancelLabel={t`Cancel`}
        confirmLoading={follow.isPending}
        width={480}
        onConfirm={() => {
          setRefusal(NO_REFUSAL);
          follow.mutateAsync(followBody(leader.id, input)).then(
            () => {
              setConfirming(false);
              onFollowed();
            },
            (error: unknown) => {
              setConfirming(false);
              setRefusal(refusalOfError(error, i18n, SHOWN_FIELDS));
            },
          );
        }}
      >
        <dl className={styles.summary}>
          <dt>{t`Mode`}</dt>
          <dd>
            {labels.mode({
              mode: input.mode,
              fixed_amount: input.fixed_amount || '0',
              ratio: input.ratio || '0',
            })}
          </dd>
          <dt>{t`Maximum per position`}</dt>
          <dd>{copyAmount(input.max_per_position || '0')}</dd>
          <dt>{t`Total budget`}</dt>
          <dd>{copyAmount(input.budget || '0')}</dd>
          <dt>{t`Copy stop-loss`}</dt>
          <dd>
            {input.stop_loss_percent === ''
              ? t`None`
              : `${formatAmount(input.stop_loss_percent, TRIM_TRAILING_ZEROS)}%`}
          </dd>
        </dl>
      </Modal>
    </section>
  );
}
