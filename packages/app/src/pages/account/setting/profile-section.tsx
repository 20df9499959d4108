import { Trans } from '@lingui/react/macro';
import type { UserInfo } from '@exchange/api';
import { AvatarField } from './avatar-field.tsx';
import { NicknameForm } from './nickname-form.tsx';
import { useSaveUserInfo } from './use-save-user-info.ts';
import styles from './settings.module.css';

/** The avatar and the nickname, each saved on its own. */
export function ProfileSection({ user, defaultAvatar }: { user: UserInfo; defaultAvatar: string }) {
  const avatar = useSaveUserInfo();
  const nickname = useSaveUserInfo();
  return (
    <section className={styles.card} aria-labelledby="settings-profile-title">
      <h2 className={styles.sectionTitle} id="settings-profile-title">
        <Trans>Profile</Trans>
      </h2>
      <AvatarField
        name={user.nickname || user.email}
        avatarUrl={user.avatar_url}
        defaultAvatar={defaultAvatar}
        saver={avatar}
      />
      <NicknameForm key={user.nickname} nickname={user.nickname} saver={nickname} />
    </section>
  );
}
