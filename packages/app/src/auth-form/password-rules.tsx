import { useLingui } from '@lingui/react/macro';
import { passwordRules } from './validation.ts';
import { PASSWORD_RULES } from './validation-messages.ts';
import styles from './account-fields.module.css';
import { VISUALLY_HIDDEN } from '@exchange/design-system';

/** The password rules, each marked met or not as the user types. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.rules} id={id} aria-label={t`Password rules`}>
      {passwordRules(password).map((rule) => (
        <li key={rule.key} data-state={rule.met ? 'met' : 'unmet'}>
          <span aria-hidden="true">{rule.met ? '✓ ' : '○ '}</span>
          {i18n._(PASSWORD_RULES[rule.key])}
          <span className={VISUALLY_HIDDEN}>{rule.met ? t`(met)` : t`(not met)`}</span>
        </li>
      ))}
    </ul>
  );
}
