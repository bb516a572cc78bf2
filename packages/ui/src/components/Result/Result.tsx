import { Check, Info, TriangleExclamationPoint, X, type LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { FeedbackStatus } from '../shared/status';
import {
  ForbiddenIllustration,
  NotFoundIllustration,
  ServerErrorIllustration,
} from './ResultIllustration';
import {
  ResultContent,
  ResultExtra,
  ResultIcon,
  ResultRoot,
  ResultSubTitle,
  ResultTitle,
} from './Result.styles';

export type ResultStatus = FeedbackStatus | '403' | '404' | '500';

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

function StatusPicture({ status }: { status: ResultStatus }) {
  switch (status) {
    case '403':
      return <ForbiddenIllustration />;
    case '404':
      return <NotFoundIllustration />;
    case '500':
      return <ServerErrorIllustration />;
    case 'info':
    case 'success':
    case 'warning':
    case 'error':
      return <Icon icon={toneIcons[status]} />;
    default:
      status satisfies never;
      return null;
  }
}

/** The outcome of an operation (success/error pages) or an exception page, centred, Arco style. */
export function Result({
  status = 'info',
  title,
  subTitle,
  icon,
  extra,
  children,
  headingLevel = 2,
  ...rest
}: ResultProps) {
  const isException = status === '403' || status === '404' || status === '500';
  return (
    <ResultRoot data-status={status} {...rest}>
      <ResultIcon
        aria-hidden="true"
        data-kind={icon != null ? 'custom' : isException ? 'illustration' : 'status'}
        data-status={status}
      >
        {icon ?? <StatusPicture status={status} />}
      </ResultIcon>
      {title != null ? <ResultTitle as={`h${headingLevel}`}>{title}</ResultTitle> : null}
      {subTitle != null ? <ResultSubTitle>{subTitle}</ResultSubTitle> : null}
      {extra != null ? <ResultExtra>{extra}</ResultExtra> : null}
      {children != null ? <ResultContent>{children}</ResultContent> : null}
    </ResultRoot>
  );
}
