import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Theme, UserInfo } from '@exchange/api';
import { Field, formatDateTime, Num, Select, Switch } from '@exchange/design-system';
import { isLocale, SUPPORTED_LOCALES, type Locale } from '@exchange/machines';
import { useAllCjkFaces } from '../../../i18n/cjk-faces.ts';
import { LANGUAGE_NAMES } from '../../../i18n/language-names.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { TimezoneField } from './timezone-field.tsx';
import { useSaveUserInfo, type SaveUserInfo } from './use-save-user-info.ts';
import styles from './settings.module.css';

/** The server's word on one field, or a failure that named none. */
function errorOf(saver: SaveUserInfo, field: string): string | undefined {
  return saver.errors[field] ?? saver.failure ?? undefined;
}

/** One preference with its own saving state ("Saving…" while its request is out). */
function Row({ saver, children }: { saver: SaveUserInfo; children: ReactNode }) {
  return (
    <div className={styles.preference} aria-busy={saver.saving || undefined}>
      {children}
      {saver.saving ? (
        <p className={styles.hint} role="status">
          <Trans>Saving…</Trans>
        </p>
      ) : null}
    </div>
  );
}

function localeOr(value: string): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/**
 * Language, time zone, 24-hour time and theme. Each saves on its own as soon as it is changed
 * (POST /updateUserInfo with that one field) and shows "Saving…", then the toast; its answer
 * applies across the app at once. A refusal shows under the field and the field keeps the
 * account's value. The sample line shows a time as every page will now show it.
 */
export function PreferencesSection({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const language = useSaveUserInfo();
  const timezone = useSaveUserInfo();
  const clock = useSaveUserInfo();
  const theme = useSaveUserInfo();
  const languageId = useId();
  const themeId = useId();
  const dateTime = useDateTimeOptions();
  // The language select names each language in its own script: Han, Kana and Hangul need their faces.
  useAllCjkFaces(true);
  const clockOn = clock.pending?.time_24 ?? user.time_24;

  return (
    <section className={styles.card} aria-labelledby={`${languageId}-title`}>
      <h2 className={styles.sectionTitle} id={`${languageId}-title`}>
        <Trans>Display</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Each change is saved to your account and applies at once, here and on your next login.
        </Trans>
      </p>
      <Row saver={language}>
        <Field label={t`Language`} id={languageId} error={errorOf(language, 'language')}>
          {() => (
            <Select<Locale>
              id={languageId}
              options={SUPPORTED_LOCALES.map((locale) => ({
                value: locale,
                label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>,
              }))}
              value={localeOr(language.pending?.language ?? user.language)}
              disabled={language.saving}
              onChange={(next) => {
                language.save({ language: next });
              }}
            />
          )}
        </Field>
      </Row>
      <Row saver={timezone}>
        <TimezoneField
          value={timezone.pending?.timezone ?? user.timezone}
          error={errorOf(timezone, 'timezone')}
          disabled={timezone.saving}
          onChange={(next) => {
            timezone.save({ timezone: next });
          }}
        />
      </Row>
      <Row saver={clock}>
        <Switch
          label={t`24-hour time`}
          checked={clockOn}
          disabled={clock.saving}
          onCheckedChange={(on) => {
            clock.save({ time_24: on });
          }}
        />
        {errorOf(clock, 'time_24') === undefined ? null : (
          <p className={styles.error} role="alert">
            {errorOf(clock, 'time_24')}
          </p>
        )}
      </Row>
      <Row saver={theme}>
        <Field label={t`Theme`} id={themeId} error={errorOf(theme, 'theme')}>
          {() => (
            <Select<Theme>
              id={themeId}
              options={[
                { value: 'dark', label: t`Dark` },
                { value: 'light', label: t`Light` },
              ]}
              value={theme.pending?.theme ?? user.theme}
              disabled={theme.saving}
              onChange={(next) => {
                theme.save({ theme: next });
              }}
            />
          )}
        </Field>
      </Row>
      <p className={styles.sample} data-testid="time-sample">
        <Trans>
          Times are shown like this: <Num>{formatDateTime(user.created_at, dateTime)}</Num>
        </Trans>
      </p>
    </section>
  );
}
