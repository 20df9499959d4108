// The request headers of SPEC.md section 7, named once so the client sends them and the server
// reads them by the same names. Header names are case-insensitive on the wire; Node lower-cases
// them, so the server reads `request.headers[API_HEADERS.deviceId.toLowerCase()]`.

/** Header names every request carries. */
export const API_HEADERS = {
  /** A stable per-browser id (fingerprint hash); the server binds sessions to it. */
  deviceId: 'Device-Id',
  /** Always {@link DEVICE_TYPE_WEB} from this client. */
  deviceType: 'Device-Type',
  /** Always {@link DEVICE_NAME_WEB} from this client. */
  deviceName: 'Device-Name',
  /** `Bearer {token}`, only while logged in. */
  authorization: 'Authorization',
  /** The current interface locale ("en", "zh-TW" …), so server messages come translated. */
  language: 'Language',
} as const;

export type ApiHeaderName = (typeof API_HEADERS)[keyof typeof API_HEADERS];

/** The device type of the web client (the socket's notify `device_type` "10" is the same). */
export const DEVICE_TYPE_WEB = '10';

/** The device name of the web client. */
export const DEVICE_NAME_WEB = 'web';

/** Every request's timeout (SPEC.md section 9: 20000 ms, set per request). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The `Authorization` value for a token.
 *
 * @example bearer('abc') // 'Bearer abc'
 */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}

/**
 * The token of an `Authorization` header, or null when it is absent or not a bearer token.
 *
 * @example tokenFromAuthorization('Bearer abc') // 'abc'
 */
export function tokenFromAuthorization(value: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1] ?? null;
}
