import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LazyPopover, Switch, useTheme } from '@exchange/design-system';
import { useAppServices } from '../app-services.tsx';
import { useSavePreference } from '../preferences/use-save-preference.ts';
import { isTradePath } from './nav-entries.ts';
import styles from './header.module.css';

/** The language list loads on its first open, like the settings panel it opens from (issue 25). */
const LanguageDialog = lazy(() =>
  import('./language-dialog.tsx').then((module) => ({ default: module.LanguageDialog })),
);

/**
 * The header's settings popover (SPEC.md section 2): the theme switch (normal pages only), the
 * language picker that opens the language dialog, and a manual version check.
 */
export function HeaderSettings() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { versions } = useAppServices();
  const { theme, setTheme } = useTheme();
  const savePreference = useSavePreference();
  const [open, setOpen] = useState(false);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  return (
    <>
      <LazyPopover
        label={t`Settings`}
        closeLabel={t`Close`}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={styles.action} aria-label={t`Settings`}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.9a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
              />
            </svg>
          </button>
        }
      >
        <div className={styles.settings}>
          {isTradePath(pathname) ? null : (
            <Switch
              label={t`Dark mode`}
              checked={theme === 'dark'}
              onCheckedChange={(dark) => {
                const next = dark ? 'dark' : 'light';
                setTheme(next);
                // Signed in, the account keeps it too (issue 18): the settings page agrees.
                savePreference({ theme: next });
              }}
            />
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setOpen(false);
              setLanguagesOpen(true);
            }}
          >
            <Trans>Language</Trans>
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setOpen(false);
              void versions.check(true);
            }}
          >
            <Trans>Check for updates</Trans>
          </Button>
        </div>
      </LazyPopover>
      {languagesOpen ? (
        <Suspense fallback={null}>
          <LanguageDialog open onOpenChange={setLanguagesOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
