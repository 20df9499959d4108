import type { ReactNode } from 'react';

/** Toolbar icons, 20×20, stroked in `currentColor` so they follow the theme. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M3 5h14M3 10h14M3 15h14" />
  </Icon>
);
export const IndicatorIcon = () => (
  <Icon>
    <path d="M2 15l5-6 4 3 7-8" />
    <path d="M2 18h16" />
  </Icon>
);
export const TimezoneIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 5v5l3 2" />
  </Icon>
);
export const SettingsIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="2.5" />
    <path d="M10 2v3M10 15v3M2 10h3M15 10h3M4.3 4.3l2.1 2.1M13.6 13.6l2.1 2.1M4.3 15.7l2.1-2.1M13.6 6.4l2.1-2.1" />
  </Icon>
);
export const ScreenshotIcon = () => (
  <Icon>
    <rect x="2.5" y="5" width="15" height="11" rx="1.5" />
    <circle cx="10" cy="10.5" r="3" />
    <path d="M7 5l1.5-2h3L13 5" />
  </Icon>
);
export const FullscreenIcon = () => (
  <Icon>
    <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" />
  </Icon>
);
export const ExitFullscreenIcon = () => (
  <Icon>
    <path d="M8 3v5H3M17 8h-5V3M12 17v-5h5M3 12h5v5" />
  </Icon>
);
export const MagnetIcon = () => (
  <Icon>
    <path d="M5 3v7a5 5 0 0010 0V3h-3v7a2 2 0 01-4 0V3z" />
  </Icon>
);
export const LockIcon = () => (
  <Icon>
    <rect x="4" y="9" width="12" height="8" rx="1.5" />
    <path d="M7 9V6a3 3 0 016 0v3" />
  </Icon>
);
export const UnlockIcon = () => (
  <Icon>
    <rect x="4" y="9" width="12" height="8" rx="1.5" />
    <path d="M7 9V6a3 3 0 016 0" />
  </Icon>
);
export const EyeIcon = () => (
  <Icon>
    <path d="M1.5 10S5 4 10 4s8.5 6 8.5 6-3.5 6-8.5 6-8.5-6-8.5-6z" />
    <circle cx="10" cy="10" r="2.5" />
  </Icon>
);
export const EyeOffIcon = () => (
  <Icon>
    <path d="M1.5 10S5 4 10 4s8.5 6 8.5 6-3.5 6-8.5 6-8.5-6-8.5-6z" />
    <path d="M3 17L17 3" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon>
    <path d="M3 5h14M8 5V3h4v2M5 5l1 12h8l1-12" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M5 5l10 10M15 5L5 15" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M7 4L3 8l4 4" />
    <path d="M3 8h9a5 5 0 010 10H8" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="M13 4l4 4-4 4" />
    <path d="M17 8H8a5 5 0 000 10h4" />
  </Icon>
);

/** One icon per tool family of the left toolbar. */
export const GROUP_ICONS: Readonly<Record<string, () => ReactNode>> = {
  single_line: () => (
    <Icon>
      <path d="M3 17L17 3" />
      <circle cx="3.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="3.5" r="1.5" />
    </Icon>
  ),
  more_line: () => (
    <Icon>
      <path d="M2 13L13 2M7 18L18 7" />
    </Icon>
  ),
  polygon: () => (
    <Icon>
      <path d="M3 16l5-12 9 4-3 8z" />
    </Icon>
  ),
  fibonacci: () => (
    <Icon>
      <path d="M2 3h16M2 7h16M2 11h16M2 17h16" strokeDasharray="2 1" />
    </Icon>
  ),
  wave: () => (
    <Icon>
      <path d="M2 14l4-8 4 6 4-9 4 11" />
    </Icon>
  ),
};
