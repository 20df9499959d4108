import { useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@exchange/design-system';
import { NICKNAME_MAX, NICKNAME_PROBLEMS, nicknameProblem } from './nickname-rules.ts';
import type { SaveUserInfo } from './use-save-user-info.ts';
import styles from './settings.module.css';

export interface NicknameFormProps {
  nickname: string;
  saver: SaveUserInfo;
}

/**
 * The nickname with its own Save: checked as the server checks it (1 to 32 characters of plain
 * text) once Save was pressed, then as the user types; the server's refusal shows at the field.
 */
export function NicknameForm({ nickname, saver }: NicknameFormProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(nickname);
  const [checked, setChecked] = useState(false);
  const problem = checked ? nicknameProblem(text) : null;
  const error =
    problem === null
      ? (saver.errors.nickname ?? saver.failure ?? undefined)
      : i18n._(NICKNAME_PROBLEMS[problem]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nicknameProblem(text) === null) saver.save({ nickname: text.trim() });
  };
  return (
    <form className={styles.nickname} noValidate onSubmit={submit} aria-label={t`Nickname`}>
      <div className={styles.grow}>
        <TextInput
          label={t`Nickname`}
          autoComplete="nickname"
          value={text}
          error={error}
          hint={<Trans>Up to {NICKNAME_MAX} characters.</Trans>}
          onChange={(event) => {
            setText(event.target.value);
            if (saver.errors.nickname !== undefined || saver.failure !== null) saver.reset();
          }}
        />
      </div>
      <Button type="submit" loading={saver.saving} disabled={text.trim() === nickname}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
