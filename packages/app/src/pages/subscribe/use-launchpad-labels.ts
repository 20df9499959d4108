import { useLingui } from '@lingui/react/macro';
import type { BadgeTone } from '@exchange/design-system';
import type { LaunchpadPhase, LaunchpadRecordType } from '@exchange/api';

/** The badge tone of each phase. */
export const PHASE_TONES: Record<LaunchpadPhase, BadgeTone> = {
  upcoming: 'primary',
  subscribing: 'success',
  calculating: 'warning',
  distributing: 'warning',
  ended: 'neutral',
};

/**
 * The launchpad's words for its phases and record types, in the reader's language.
 *
 * @example const labels = useLaunchpadLabels(); labels.phase('subscribing') // 'Subscribing'
 */
export function useLaunchpadLabels() {
  const { t } = useLingui();
  const phases: Record<LaunchpadPhase, string> = {
    upcoming: t`Upcoming`,
    subscribing: t`Subscribing`,
    calculating: t`Calculating`,
    distributing: t`Distributing`,
    ended: t`Ended`,
  };
  /** What the phase's countdown counts down to. */
  const phaseEnds: Record<LaunchpadPhase, string> = {
    upcoming: t`Opens in`,
    subscribing: t`Closes in`,
    calculating: t`Distribution in`,
    distributing: t`Trading opens in`,
    ended: t`Ended`,
  };
  const types: Record<LaunchpadRecordType, string> = {
    commit: t`Commitment`,
    allocation: t`Allocation`,
    refund: t`Refund`,
  };
  return {
    phase: (phase: LaunchpadPhase) => phases[phase],
    phaseEnds: (phase: LaunchpadPhase) => phaseEnds[phase],
    type: (type: LaunchpadRecordType) => types[type],
  };
}
