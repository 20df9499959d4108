import { Link, useLocation } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './order-form-blocks.module.css';

/**
 * Shown instead of the submit button to a visitor: Log in (returning here afterwards, with the
 * same `redirect` search parameter the route guard uses) or Register.
 *
 * @example <SignInPrompt />
 */
export function SignInPrompt() {
  const here = useLocation({ select: (location) => location.href });
  return (
    <div className={styles.signIn}>
      <Link to="/user/login" search={{ redirect: here }} className={styles.signInLink}>
        <Trans>Log in</Trans>
      </Link>
      <Link to="/user/register" className={styles.signInLink}>
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}
