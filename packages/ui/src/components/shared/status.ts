import {
  CircleCheck,
  CircleX,
  Info,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';

/** The four feedback tones shared by Alert, Toast, ConfirmModal and Result. */
export type FeedbackStatus = 'info' | 'success' | 'warning' | 'error';

export const statusIcons: Readonly<Record<FeedbackStatus, LucideIcon>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  error: CircleX,
};
