/** Config and the pair lists refresh every 30 minutes (SPEC.md sections 7 and 9). */
export const STARTUP_POLL_MS = 30 * 60 * 1000;
