import { z } from 'zod';

// The protocol's scalar shapes, shared by socket-protocol.ts and socket-user-events.ts.

/** A decimal number on the wire: money and prices are never floats (ARCHITECTURE.md). */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
export type DecimalString = z.infer<typeof decimalStringSchema>;

/** Milliseconds since the Unix epoch. */
export const unixMsSchema = z.number().int().nonnegative();

export const tradeSideSchema = z.enum(['buy', 'sell']);
export type TradeSide = z.infer<typeof tradeSideSchema>;
