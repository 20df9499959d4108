export {
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  isLocale,
  localeDirection,
  resolveLocale,
} from './locale.ts';
export type { Locale } from './locale.ts';

export { DEFAULT_THEME, THEME_STORAGE_KEY, readTheme, toggleTheme, writeTheme } from './theme.ts';
export type { Theme, ThemeStorage } from './theme.ts';

export {
  HEARTBEAT_INTERVAL_MS,
  MAX_RECONNECT_ATTEMPTS,
  MESSAGE_BATCH_MS,
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_GROWTH,
  reconnectDelay,
  SERVICE_RESTART_CLOSE_CODE,
  socketMachine,
} from './socket.machine.ts';
export type {
  SocketConnection,
  SocketContext,
  SocketEmitted,
  SocketEvent,
  SocketFactory,
  SocketHandlers,
  SocketInput,
} from './socket.machine.ts';

export {
  PROBE_INTERVAL_MS,
  PROBE_TIMEOUT_MS,
  STABLE_BELOW_MS,
  UNSTABLE_UP_TO_MS,
  networkQualityMachine,
  qualityOfRtt,
} from './network-quality.machine.ts';
export type {
  NetworkQuality,
  NetworkQualityContext,
  NetworkQualityEvent,
  NetworkQualityInput,
} from './network-quality.machine.ts';

export {
  LOGIN_PATH,
  NOTIFY_DEVICE_KICKED,
  NOTIFY_NEW_VERSION,
  NOTIFY_OTHER_DEVICE_LOGIN,
  WEB_DEVICE_TYPE,
  endsSession,
  sessionMachine,
} from './session.machine.ts';
export type {
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
} from './session.machine.ts';

export { compareVersions, versionCheckMachine } from './version-check.machine.ts';
export type {
  VersionCheckContext,
  VersionCheckEvent,
  VersionCheckInput,
  VersionInfo,
} from './version-check.machine.ts';

/** A candlestick bar with decimal-string prices, as the socket and the history loader carry it. */
export type { Bar } from '@exchange/api/socket';
export { HISTORY_PAGE_SIZE, chartLoaderMachine } from './chart-loader.machine.ts';
export type {
  ChartLoaderContext,
  ChartLoaderEmitted,
  ChartLoaderEvent,
  ChartLoaderInput,
  HistoryRequest,
  LiveFeedInput,
} from './chart-loader.machine.ts';

export {
  DRAWING_GROUP_ID,
  DRAWING_TOOL_STEPS,
  drawingToolbarMachine,
  isDrawingTool,
} from './drawing-toolbar.machine.ts';
export type {
  DrawingTool,
  DrawingToolbarContext,
  DrawingToolbarEmitted,
  DrawingToolbarEvent,
  MagnetKind,
  MagnetMode,
} from './drawing-toolbar.machine.ts';
