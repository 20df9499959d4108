import { useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import shared from '../shared/security.module.css';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the login page after a sign-in with a recovery code instead of the authenticator. */
    recoveryCodeLogin?: boolean;
  }
}

/**
 * Shown on /account/security/reset when the login page brought the user here after signing in
 * with a recovery code (issue 18): their authenticator is lost, so they are told to reset it
 * now. Reads the navigation's history state, so a later visit shows nothing.
 */
export function RecoveryLoginNotice() {
  const shown = useRouterState({ select: (s) => s.location.state.recoveryCodeLogin === true });
  if (!shown) return null;
  return (
    <p className={shared.warning} role="status">
      <Trans>
        You signed in with a recovery code, and it is now used up. Reset your authenticator now: ask
        for an e-mail code and give a reason below. Another unused recovery code gets the reset
        approved at once; then link the authenticator again for new codes.
      </Trans>
    </p>
  );
}
