import type { RequestHandler } from 'msw';
import type { UserInfo } from '@exchange/api';
import { configFixture, mockRoute, routeHandler, userFixture } from '@exchange/api/msw';
import { appLoader } from '../../../testing/story-loaders.tsx';

export const SETTINGS_PATH = '/account/setting';

/** What a story's POST /updateUserInfo received, field by field, as the server parsed it. */
export interface SentChange {
  nickname?: string | undefined;
  avatar?: Blob | undefined;
  language?: string | undefined;
  timezone?: string | undefined;
  time_24?: boolean | undefined;
  theme?: string | undefined;
}

/** The demo user with every preference at the config's default (fixtures/config.ts). */
export const defaultsUser: UserInfo = {
  ...userFixture,
  language: 'en',
  timezone: 'Asia/Shanghai',
  time_24: false,
};

/** A user who has chosen: a picture, a nickname, Berlin time on a 24-hour clock. */
export const filledUser: UserInfo = {
  ...userFixture,
  nickname: 'Satoshi',
  avatar_url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f0b90b"/><circle cx="32" cy="26" r="12" fill="#1e2329"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#1e2329"/></svg>',
  )}`,
  timezone: 'Europe/Berlin',
  time_24: true,
};

/** The config with `default_avatar` pointing at a picture the story's server has. */
const configWithAvatar = configFixture.map((entry) =>
  entry.keywords === 'default_avatar' ? { ...entry, content_url: '/avatar-default.svg' } : entry,
);

/**
 * The settings page as `user`, with a fake server that keeps what is saved (GET /getUserInfo
 * answers it afterwards) and records each POST /updateUserInfo in `sent`. An uploaded avatar is
 * answered as an object URL of the very file, so the page shows what was cropped.
 */
export function settingsLoader(
  options: { user?: UserInfo; handlers?: readonly RequestHandler[] } = {},
) {
  return async (context: Parameters<ReturnType<typeof appLoader>>[0]) => {
    const sent: SentChange[] = [];
    let current: UserInfo = options.user ?? defaultsUser;
    const loaded = await appLoader({
      path: SETTINGS_PATH,
      user: current,
      handlers: [
        ...(options.handlers ?? []),
        mockRoute('getConfig', configWithAvatar),
        routeHandler('getUserInfo', () => current),
        routeHandler('updateUserInfo', ({ body }) => {
          sent.push(body);
          current = {
            ...current,
            nickname: body.nickname ?? current.nickname,
            avatar_url: body.avatar ? URL.createObjectURL(body.avatar) : current.avatar_url,
            language: body.language ?? current.language,
            timezone: body.timezone ?? current.timezone,
            time_24: body.time_24 ?? current.time_24,
            theme: body.theme ?? current.theme,
          };
          return current;
        }),
      ],
    })(context);
    return { ...loaded, sent };
  };
}

/**
 * A PNG of `width` × `height`: a gold left half and a dark right half with a centred disc, so a
 * crop is visible in the preview.
 */
export async function storyPicture(width = 480, height = 320): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = '#f0b90b';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#1e2329';
  context.fillRect(width / 2, 0, width / 2, height);
  context.fillStyle = '#2ebd85';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (!blob) throw new Error('The story picture could not be encoded');
  return new File([blob], 'portrait.png', { type: 'image/png' });
}
