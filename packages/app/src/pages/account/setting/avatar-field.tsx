import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, VISUALLY_HIDDEN } from '@exchange/design-system';
import { avatarFileName, cropToBlob, loadPicture } from './avatar-canvas.ts';
import { AVATAR_TYPES, isAvatarType, type SquareCrop } from './avatar-crop.ts';
import { AvatarCropDialog, type PickedPicture } from './avatar-crop-dialog.tsx';
import type { SaveUserInfo } from './use-save-user-info.ts';
import styles from './settings.module.css';

export interface AvatarFieldProps {
  /** Who the picture shows (nickname, else e-mail): its alt text and initials. */
  name: string;
  /** The user's avatar; "" until one is set. */
  avatarUrl: string;
  /** The `default_avatar` config's picture, shown until the user sets one. */
  defaultAvatar: string;
  saver: SaveUserInfo;
}

/**
 * The avatar: the current picture (the site's default until one is set) and "Change picture",
 * which picks a PNG, JPEG or WebP file, opens the square crop and posts the cropped square as
 * the `avatar` file (≤ 2 MB). A refused file says why under the picture.
 */
export function AvatarField({ name, avatarUrl, defaultAvatar, saver }: AvatarFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement | null>(null);
  const [picture, setPicture] = useState<PickedPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  // The object URL lives as long as the dialog shows it.
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.url);
    },
    [picture],
  );

  const pick = async (file: File) => {
    saver.reset();
    if (!isAvatarType(file.type)) {
      setProblem(t`Choose a PNG, JPEG or WebP picture.`);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      setPicture({ url, image: await loadPicture(url) });
      setProblem(null);
    } catch {
      URL.revokeObjectURL(url);
      setProblem(t`This file could not be read as a picture.`);
    }
  };

  const upload = async (crop: SquareCrop) => {
    if (!picture) return;
    setDrawing(true);
    try {
      const blob = await cropToBlob(picture.image, crop);
      const file = new File([blob], avatarFileName(blob), { type: blob.type });
      saver.save(
        { avatar: file },
        {
          onSaved: () => {
            setPicture(null);
          },
        },
      );
    } catch {
      setProblem(t`This picture could not be made small enough. Choose another one.`);
      setPicture(null);
    } finally {
      setDrawing(false);
    }
  };

  const error = problem ?? saver.errors.avatar ?? (picture === null ? saver.failure : null);
  return (
    <div className={styles.avatarRow}>
      <Avatar name={name} src={avatarUrl || defaultAvatar || null} size={72} />
      <div className={styles.avatarText}>
        <Button
          variant="secondary"
          loading={saver.saving && picture === null}
          onClick={() => {
            input.current?.click();
          }}
        >
          <Trans>Change picture</Trans>
        </Button>
        <input
          ref={input}
          type="file"
          className={VISUALLY_HIDDEN}
          tabIndex={-1}
          aria-label={t`Choose a picture`}
          accept={AVATAR_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be picked again after a cancel.
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
        {error === null ? (
          <p className={styles.hint}>
            <Trans>PNG, JPEG or WebP, cropped to a square.</Trans>
          </p>
        ) : (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <AvatarCropDialog
        picture={picture}
        saving={drawing || saver.saving}
        error={picture === null ? null : (saver.errors.avatar ?? saver.failure)}
        onCancel={() => {
          setPicture(null);
          saver.reset();
        }}
        onConfirm={(crop) => {
          void upload(crop);
        }}
      />
    </div>
  );
}
