import type { ReactNode } from 'react';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import styles from './steps.module.css';

/** One step of a {@link Steps} progress list. */
export interface Step {
  title: ReactNode;
  description?: ReactNode;
}

/** Where a step stands relative to the current one. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** Props of {@link Steps}. */
export interface StepsProps {
  steps: readonly Step[];
  /** Index of the current step, from 0; steps before it are complete. `steps.length` = all done. */
  current: number;
  /** Accessible name of the list, e.g. "Identity verification progress". */
  label: string;
  orientation?: 'horizontal' | 'vertical';
  /** Screen-reader suffix for finished steps; translate in the app. */
  completeLabel?: string;
}

/** The state of step `index` when `current` is the current one. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  if (index === current) return 'current';
  return 'upcoming';
}

/**
 * Numbered steps of a flow (identity verification, referral how-to); finished steps show a check,
 * the current one carries `aria-current="step"`.
 *
 * @example <Steps label={t`Verification`} current={1} steps={[{ title: t`Basic` }, { title: t`Advanced` }]} />
 */
export function Steps({
  steps,
  current,
  label,
  orientation = 'horizontal',
  completeLabel = 'complete',
}: StepsProps) {
  return (
    <ol className={styles.list} aria-label={label} data-orientation={orientation}>
      {steps.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            // Steps are a fixed, ordered sequence: the position is the identity.
            key={index}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.body}>
              <span className={styles.title}>
                {step.title}
                {state === 'complete' ? (
                  <VisuallyHidden.Root>, {completeLabel}</VisuallyHidden.Root>
                ) : null}
              </span>
              {step.description ? (
                <span className={styles.description}>{step.description}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
