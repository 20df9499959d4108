import type { StateValue } from 'xstate';

/**
 * A state value as dotted paths, one per active leaf: parallel regions come out as several.
 *
 * @example formatStateValue({ connection: 'open' }) // ['connection.open']
 * @example formatStateValue({ lock: 'locked', magnet: 'normal' }) // ['lock.locked', 'magnet.normal']
 */
export function formatStateValue(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : formatStateValue(child).map((path) => `${key}.${path}`),
  );
}

/**
 * Checks that a value read from a loosely typed snapshot is a state value.
 *
 * @example asStateValue('idle') // 'idle'
 */
export function asStateValue(value: unknown): StateValue {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return value as StateValue;
  throw new Error(`Not a state value: ${String(value)}`);
}
