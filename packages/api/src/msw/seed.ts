// Deterministic numbers for fixtures: the same story renders the same data on every run, so
// visual baselines stay byte-identical. Amounts are built from integers and formatted as
// decimal strings, never from floats (ARCHITECTURE.md "Decisions"). The generator itself is
// @exchange/formulas' seededUint32 (mulberry32), the one the chart's demo feed and the server use.
import { seededUint32 } from '@exchange/formulas';

/** The moment fixtures treat as "now": Sat 22 Nov 2025 08:26:40 UTC. */
export const FIXTURE_NOW = 1_763_800_000_000;

/** A stable hash of a number and a salt, for values that must depend only on their inputs. */
export function hash(value: number, salt = 0): number {
  return seededUint32(Math.floor(value / 1000) ^ (salt * 0x9e3779b1))();
}

/**
 * Format an integer count of 10^-decimals units as a decimal string.
 *
 * @example units(6400012n, 2) // '64000.12'
 */
export function units(value: bigint | number, decimals: number): string {
  const big = BigInt(value);
  const negative = big < 0n;
  const digits = (negative ? -big : big).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Parse a decimal string into an integer count of 10^-decimals units (extra digits cut off).
 *
 * @example toUnits('64000.1', 2) // 6400010n
 */
export function toUnits(value: string, decimals: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const magnitude =
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return negative ? -magnitude : magnitude;
}

/**
 * Format units like {@link units}, without trailing fractional zeros.
 *
 * @example trimmedUnits(1050000n, 4) // '105'
 */
export function trimmedUnits(value: bigint, decimals: number): string {
  const text = units(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
