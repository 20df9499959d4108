import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../app-services.tsx';
import { configUrl } from '../../../config/site-config.ts';
import { useSiteConfig } from '../../../config/use-site-config.ts';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { userInfoQuery } from '../../../queries/user-info.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import styles from './settings.module.css';

/**
 * /account/setting (issue 18): the profile (avatar with a square crop, nickname) and the display
 * preferences (language, time zone, 24-hour time, theme). Each part saves on its own through
 * POST /updateUserInfo: the nickname with its Save button, the avatar once cropped, each
 * preference as soon as it is changed. What the server answers becomes the session's user, so
 * language, theme and times change across the app at once and again at the next login.
 */
export function SettingsPage() {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const { token, user: signedIn } = useAuth();
  const { config } = useSiteConfig();
  const info = useQuery({ ...userInfoQuery(api, token ?? ''), enabled: token !== null });
  // The session's user is the freshest (a change from the header lands there first).
  const user = info.data ? (signedIn ?? info.data) : undefined;
  const state = info.isError ? 'error' : user ? 'ready' : 'loading';

  let body;
  if (info.isError)
    body = (
      <LoadFailed
        message={callErrorMessage(info.error, i18n).text}
        onRetry={() => {
          void info.refetch();
        }}
      />
    );
  else if (user)
    body = (
      <>
        <ProfileSection user={user} defaultAvatar={configUrl(config, 'default_avatar') ?? ''} />
        <PreferencesSection user={user} />
      </>
    );
  else body = <Spinner label={i18n._(PAGE_TITLES.settings)} />;

  return (
    <main className={styles.page} data-state={state}>
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.settings)}</h1>
      {body}
    </main>
  );
}
