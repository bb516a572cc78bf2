import type { ResultProps } from './Result';
import { ResultFrame, type ExceptionStatus } from './ResultFrame';
import {
  ForbiddenIllustration,
  NotFoundIllustration,
  ServerErrorIllustration,
} from './ResultIllustration';

export interface ExceptionResultProps extends Omit<ResultProps, 'status'> {
  /** Which exception the page shows: `403`, `404` or `500`. */
  status: ExceptionStatus;
}

function ExceptionIllustration({ status }: { status: ExceptionStatus }) {
  switch (status) {
    case '403':
      return <ForbiddenIllustration />;
    case '404':
      return <NotFoundIllustration />;
    case '500':
      return <ServerErrorIllustration />;
    default:
      status satisfies never;
      return null;
  }
}

/**
 * `Result` for the exception statuses only (`403` / `404` / `500`): the same markup, without the tone icons'
 * module graph, for screens that never show a tone (ADR 022). `Result` renders these statuses with it.
 */
export function ExceptionResult({ status, icon, ...rest }: ExceptionResultProps) {
  return (
    <ResultFrame
      status={status}
      picture={icon ?? <ExceptionIllustration status={status} />}
      pictureKind={icon != null ? 'custom' : 'illustration'}
      {...rest}
    />
  );
}
