/**
 * Dialog widths in CSS pixels (SPEC.md section 9). The chart's dialogs pass these to
 * `<Modal width={…}>`; anything else uses the generic 400.
 */
export const DIALOG_WIDTHS = {
  generic: 400,
  indicators: 400,
  timezone: 320,
  settings: 560,
  screenshot: 540,
  indicatorParameters: 360,
  symbolSearch: 460,
} as const;
