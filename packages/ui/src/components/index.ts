export { Alert } from './Alert';
export type { AlertProps, AlertType } from './Alert';
export { AsyncBlock, LoadFailedAlert } from './AsyncBlock';
export type { AsyncBlockProps, LoadFailedAlertProps, QueryState } from './AsyncBlock';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Card } from './Card';
export type { CardProps } from './Card';
export { Checkbox } from './Checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './Checkbox';
export { DataTable, moveColumn } from './DataTable';
export type { DataTableProps } from './DataTable';
export { DatePicker, DateRangePicker, fromIsoDate, parseTypedDate, toIsoDate } from './DatePicker';
export type {
  DatePickerChangeEvent,
  DatePickerProps,
  DateRangePickerChangeEvent,
  DateRangePickerProps,
  DateRangeValue,
  IsoDate,
} from './DatePicker';
export { Descriptions } from './Descriptions';
export type { DescriptionsItemData, DescriptionsProps } from './Descriptions';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
} from './DropdownMenu';
export type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuItemProps,
  DropdownMenuLinkItemProps,
  DropdownMenuProps,
  DropdownMenuRadioGroupProps,
  DropdownMenuRadioItemProps,
  DropdownMenuSubProps,
} from './DropdownMenu';
export { Empty } from './Empty';
export type { EmptyProps } from './Empty';
export { FormField } from './FormField';
export type { FormFieldProps, FormFieldRenderProps } from './FormField';
export { FormItem, useFormItemControl } from './FormItem';
export type { FormItemControlProps, FormItemProps } from './FormItem';
export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { IconButton } from './IconButton';
export type {
  IconButtonProps,
  IconButtonShape,
  IconButtonSize,
  IconButtonVariant,
} from './IconButton';
export { Input, MobileInput } from './Input';
export type { InputProps, InputSize, MobileInputProps } from './Input';
export { InputNumber } from './InputNumber';
export type {
  ClampReason,
  FieldControlProps,
  InputNumberClampEvent,
  InputNumberProps,
} from './InputNumber';
export { Link } from './Link';
export type { AnchorLinkProps, ButtonLinkProps, LinkOwnProps, LinkProps, LinkTone } from './Link';
export { ConfirmModal, Modal } from './Modal';
export type { ConfirmModalProps, ModalProps } from './Modal';
export {
  clampPage,
  pageAfterSizeChange,
  pageCountOf,
  Pagination,
  PAGE_SIZE_OPTIONS,
  paginationItems,
} from './Pagination';
export type { PaginationChangeEvent, PaginationItem, PaginationProps } from './Pagination';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { Result } from './Result';
export type { ExceptionStatus, FeedbackStatus, ResultProps, ResultStatus } from './Result';
export { Select } from './Select';
export type { SelectOption, SelectProps, SelectSize } from './Select';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spin } from './Spin';
export type { SpinProps, SpinSize } from './Spin';
export { formatStatistic, Statistic } from './Statistic';
export type { StatisticProps } from './Statistic';
export { Steps } from './Steps';
export type { StepItemData, StepStatus, StepsProps } from './Steps';
export { Switch } from './Switch';
export type { SwitchProps, SwitchSize } from './Switch';
export {
  ACTIONS_COLUMN_ID,
  columnLabel,
  createTableColumnHelper,
  pastureTableFeatures,
  ROW_HEIGHT,
  SELECT_COLUMN_ID,
  shouldVirtualize,
  Table,
  VIRTUAL_THRESHOLD,
} from './Table';
export type {
  PastureTable,
  TableColumn,
  TableColumnDef,
  TableColumnMeta,
  TableColumnVisibility,
  TableDensity,
  TableFeatureSet,
  TablePage,
  TableProps,
  TableRowSelection,
  TableSort,
} from './Table';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export type {
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsTriggerProps,
  TabsVariant,
} from './Tabs';
export { Badge, BADGE_MAX, badgeText, StatusDot, Tag } from './Tag';
export type {
  BadgeProps,
  StatusDotProps,
  StatusDotStatus,
  TagColor,
  TagProps,
  TagSize,
} from './Tag';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { createToaster, TOAST_MAX_VISIBLE, Toaster, ToasterProvider, useToaster } from './Toast';
export type {
  CreateToasterOptions,
  ToasterProps,
  ToasterProviderProps,
  ToasterStore,
  ToastItem,
  ToastOptions,
  ToastType,
} from './Toast';
export { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS } from './Tooltip';
export type { TooltipProps, TooltipProviderProps } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { dataComponentsLocale } from './locales-data';
