import * as RadixAvatar from '@radix-ui/react-avatar';
import { initialsOf } from './initials.ts';
import styles from './avatar.module.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Who the avatar shows (a name or an email): the image's alt text and the source of initials. */
  name: string;
  /** Image address; while it loads, or when it fails or is absent, the initials show instead. */
  src?: string | null;
  /** Square size in pixels; 32 by default. */
  size?: number;
}

/**
 * A round user picture that falls back to initials (Radix Avatar).
 *
 * @example <Avatar name={user.email} src={user.avatar_url} size={40} />
 */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  return (
    <RadixAvatar.Root
      className={styles.root}
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.4) }}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={name} /> : null}
      {/* The fallback is the picture when there is none, so it carries the same name. */}
      <RadixAvatar.Fallback className={styles.fallback} role="img" aria-label={name}>
        {initialsOf(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
