/**
 * A fresh idempotency key per submit: 32 random hex digits (`client_order_id` allows 36). The
 * server answers a repeated id with the order already placed, so each submit needs its own.
 * getRandomValues rather than randomUUID, which exists only in secure contexts (plain http).
 *
 * @example newClientOrderId() // '9f1c…' (32 hex digits)
 */
export function newClientOrderId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
