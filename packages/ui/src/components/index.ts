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
export { Empty } from './Empty';
export type { EmptyProps } from './Empty';
export { FormItem, useFormItemControl } from './FormItem';
export type { FormItemControlProps, FormItemProps } from './FormItem';
export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { Input } from './Input';
export type { InputProps, InputSize } from './Input';
export { Link } from './Link';
export type { AnchorLinkProps, ButtonLinkProps, LinkProps, LinkTone } from './Link';
export { ConfirmModal, Modal } from './Modal';
export type { ConfirmModalProps, ModalProps } from './Modal';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { Result } from './Result';
export type { ResultProps, ResultStatus } from './Result';
export { Select } from './Select';
export type { SelectOption, SelectProps, SelectSize } from './Select';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spin } from './Spin';
export type { SpinProps, SpinSize } from './Spin';
export { Steps } from './Steps';
export type { StepItemData, StepStatus, StepsProps } from './Steps';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export type {
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsTriggerProps,
  TabsVariant,
} from './Tabs';
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
