// The public API of @exchange/design-system. Import the styles once at the app root:
// `import '@exchange/design-system/styles.css'`.

// ---- theme ----
export { ThemeProvider, useTheme } from './theme/theme-provider.tsx';
export type { ThemeContextValue, ThemeProviderProps } from './theme/theme-provider.tsx';
export { themeBootScript } from './theme/theme-boot-script.ts';
export {
  readTheme,
  readUpDown,
  THEME_STORAGE_KEY,
  UPDOWN_STORAGE_KEY,
} from './theme/theme-storage.ts';
export type { Theme, ThemeStorage, UpDownColours } from './theme/theme-storage.ts';

// ---- formatting ----
export { COPY_TEXT_MAX, truncateText } from './format/truncate-text.ts';
export { formatAmount, toBig, TRIM_TRAILING_ZEROS } from './format/format-amount.ts';
export type { DecimalInput } from './format/format-amount.ts';
export { displayDecimals } from './format/display-decimals.ts';
export { depthPercent } from './format/depth-percent.ts';
export {
  formatCoinAmount,
  formatCompact,
  formatMilliseconds,
  formatPercent,
  formatSignedAmount,
  formatSignedPercent,
  MINUS,
  NO_VALUE,
  withUnit,
} from './format/format-number.ts';
export { isolateLtr, LRI, PDI, stripIsolates } from './format/bidi.ts';
export { VISUALLY_HIDDEN } from './visually-hidden/visually-hidden.ts';
export { Num } from './num/num.tsx';
export type { NumProps } from './num/num.tsx';
export {
  DATE_TIME_FORMAT_12,
  DATE_TIME_FORMAT_24,
  formatDateTime,
  formatTime,
  TIME_FORMAT_12,
  TIME_FORMAT_24,
  zoneLabel,
} from './format/format-date-time.ts';
export type { DateTimeOptions } from './format/format-date-time.ts';
export { formatCountdown } from './format/format-countdown.ts';
export type { CountdownOptions } from './format/format-countdown.ts';
export { isNightTime, NIGHT_ENDS_AT_HOUR, NIGHT_STARTS_AT_HOUR } from './format/is-night-time.ts';

// ---- controls: part 1 ----
export { Button } from './button/button.tsx';
export type { ButtonProps, ButtonVariant } from './button/button.tsx';
export { Checkbox } from './checkbox/checkbox.tsx';
export type { CheckboxProps } from './checkbox/checkbox.tsx';
export { Spinner } from './spinner/spinner.tsx';
export type { SpinnerProps } from './spinner/spinner.tsx';
export { LoadingOverlay } from './loading-overlay/loading-overlay.tsx';
export type { LoadingOverlayProps } from './loading-overlay/loading-overlay.tsx';
export { EmptyState } from './empty-state/empty-state.tsx';
export type { EmptyStateProps } from './empty-state/empty-state.tsx';
export { List } from './list/list.tsx';
export type { ListItemState, ListProps } from './list/list.tsx';
export { Modal } from './modal/modal.tsx';
export type { ModalProps } from './modal/modal.tsx';
export { DIALOG_WIDTHS } from './modal/dialog-widths.ts';
export { AlertDialog } from './alert-dialog/alert-dialog.tsx';
export type { AlertDialogProps } from './alert-dialog/alert-dialog.tsx';
export { Select } from './select/select.tsx';
export type { SelectOption, SelectProps } from './select/select.tsx';
export { NumericInput } from './numeric-input/numeric-input.tsx';
export type { NumericInputProps } from './numeric-input/numeric-input.tsx';
export { acceptsNumericInput, normalisePrecision } from './numeric-input/numeric-input-rule.ts';
export type { NumericRule } from './numeric-input/numeric-input-rule.ts';
export { TextInput } from './text-input/text-input.tsx';
export type { TextInputProps } from './text-input/text-input.tsx';
export { PasswordInput } from './password-input/password-input.tsx';
export type { PasswordInputProps } from './password-input/password-input.tsx';
export { Switch } from './switch/switch.tsx';
export type { SwitchProps } from './switch/switch.tsx';
export { ToastProvider } from './toast/toast-provider.tsx';
export type { ToastProviderProps } from './toast/toast-provider.tsx';
export { useToast } from './toast/use-toast.ts';
export { createToaster, TOAST_DURATION_MS } from './toast/toaster.ts';
export type {
  Toaster,
  ToasterOptions,
  ToastItem,
  ToastTimers,
  ToastTone,
} from './toast/toaster.ts';
export { Field } from './field/field.tsx';
export type { FieldControlProps, FieldProps } from './field/field.tsx';

// controls: part 2
export { Popover } from './popover/popover.tsx';
export { LazyPopover } from './popover/lazy-popover.tsx';
export type { PopoverProps } from './popover/popover.tsx';
export { DropdownMenu } from './dropdown-menu/dropdown-menu.tsx';
export type { DropdownMenuProps, MenuEntry } from './dropdown-menu/dropdown-menu.tsx';
export { Tabs } from './tabs/tabs.tsx';
export type { TabItem, TabsProps } from './tabs/tabs.tsx';
export { Table } from './table/table.tsx';
export type { TableColumn, TableProps } from './table/table.tsx';
export { compareDecimal, nextSort, sortRows } from './table/sort-rows.ts';
export type { SortDirection, SortState } from './table/sort-rows.ts';
export { Tooltip } from './tooltip/tooltip.tsx';
export type { TooltipProps } from './tooltip/tooltip.tsx';
export { PercentSlider, PERCENT_MARKS } from './slider/percent-slider.tsx';
export type { PercentSliderProps } from './slider/percent-slider.tsx';
export { ConnectionStatus } from './connection-status/connection-status.tsx';
export type {
  ConnectionState,
  ConnectionStatusProps,
} from './connection-status/connection-status.tsx';
export { Badge } from './badge/badge.tsx';
export type { BadgeProps, BadgeTone } from './badge/badge.tsx';
export { Tag } from './badge/tag.tsx';
export { StarIcon } from './star-icon/star-icon.tsx';
export type { StarIconProps } from './star-icon/star-icon.tsx';
export type { TagProps } from './badge/tag.tsx';
export { CopyButton } from './copy-button/copy-button.tsx';
export type { CopyButtonProps, CopyState } from './copy-button/copy-button.tsx';
export { Avatar } from './avatar/avatar.tsx';
export type { AvatarProps } from './avatar/avatar.tsx';
export { initialsOf } from './avatar/initials.ts';
export { Pagination } from './pagination/pagination.tsx';
export type { PaginationProps } from './pagination/pagination.tsx';
export { paginationItems } from './pagination/pagination-items.ts';
export type { PaginationItem } from './pagination/pagination-items.ts';
export { Steps, stepState } from './steps/steps.tsx';
export type { Step, StepsProps, StepState } from './steps/steps.tsx';
export { QrCode } from './qr-code/qr-code.tsx';
export type { QrCodeProps } from './qr-code/qr-code.tsx';
export { qrMatrix } from './qr-code/qr-matrix.ts';
export type { QrErrorCorrection } from './qr-code/qr-matrix.ts';
export { Sparkline } from './sparkline/sparkline.tsx';
export type { SparklineProps } from './sparkline/sparkline.tsx';
export { sparklinePoints, sparklineTrend } from './sparkline/sparkline-points.ts';
export type { SparklineTrend } from './sparkline/sparkline-points.ts';
export { useDocumentDirection } from './direction/use-document-direction.ts';
export type { Direction } from './direction/use-document-direction.ts';

// ---- pictures (issue 17) ----
export { TimeSeriesChart } from './time-series-chart/time-series-chart.tsx';
export type { TimeSeriesChartProps } from './time-series-chart/time-series-chart.tsx';
export type { SeriesSummaryLabels } from './time-series-chart/series-summary-table.tsx';
export type { TimeSeriesPoint } from './time-series-chart/time-series.ts';
export type { TimeSeriesTone } from './time-series-chart/chart-look.ts';
export type { TimeSeriesKind } from './time-series-chart/uplot-options.ts';
export { HIDDEN_AMOUNT, HiddenAmount } from './hidden-amount/hidden-amount.tsx';
export type { HiddenAmountProps } from './hidden-amount/hidden-amount.tsx';
export { AllocationChart } from './allocation-chart/allocation-chart.tsx';
export type { AllocationChartProps } from './allocation-chart/allocation-chart.tsx';
export { allocate } from './allocation-chart/allocation.ts';
export type {
  Allocation,
  AllocationShare,
  AllocationSlice,
} from './allocation-chart/allocation.ts';
export { Combobox } from './combobox/combobox.tsx';
export type { ComboboxProps } from './combobox/combobox.tsx';
export { filterItems } from './combobox/filter-items.ts';
export type { ComboboxItem } from './combobox/filter-items.ts';
