import { Check, Info, TriangleExclamationPoint, X, type LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { FeedbackStatus } from '../shared/status';
import { ExceptionResult } from './ExceptionResult';
import { ResultFrame, type ExceptionStatus } from './ResultFrame';

/**
 * What a `Result` reports: a feedback tone (`info`, `success`, `warning`, `error`) drawn as an icon in a tinted
 * circle, or an HTTP exception (`403`, `404`, `500`) drawn as an illustration.
 */
export type ResultStatus = FeedbackStatus | ExceptionStatus;

/** Props of `Result`. Other `<div>` attributes go to the root. */
export interface ResultProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Feedback tone (an icon in a tinted circle) or an exception page (`403` / `404` / `500`, an illustration). Default `info`. */
  status?: ResultStatus;
  /** Main line, rendered as a heading. */
  title?: ReactNode;
  /** Secondary line under the title. */
  subTitle?: ReactNode;
  /** Replaces the status icon or illustration. Decorative. */
  icon?: ReactNode;
  /** Actions under the text, e.g. Back and Retry buttons; they are laid out in a centred row. */
  extra?: ReactNode;
  /** Further content under the actions (e.g. a progress card or error details); left-aligned. */
  children?: ReactNode;
  /** Level of the title heading (default 2). Use 1 when the result is the whole page. */
  headingLevel?: 1 | 2 | 3 | 4;
}

const toneIcons: Readonly<Record<FeedbackStatus, LucideIcon>> = {
  info: Info,
  success: Check,
  warning: TriangleExclamationPoint,
  error: X,
};

const isException = (status: ResultStatus): status is ExceptionStatus =>
  status === '403' || status === '404' || status === '500';

/** The outcome of an operation (success/error pages) or an exception page, centred, Arco style. */
export function Result({ status = 'info', icon, ...rest }: ResultProps) {
  if (isException(status)) return <ExceptionResult status={status} icon={icon} {...rest} />;
  return (
    <ResultFrame
      status={status}
      picture={icon ?? <Icon icon={toneIcons[status]} />}
      pictureKind={icon != null ? 'custom' : 'status'}
      {...rest}
    />
  );
}
