import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  ResultContent,
  ResultExtra,
  ResultIcon,
  ResultRoot,
  ResultSubTitle,
  ResultTitle,
} from './Result.styles';

/**
 * An exception page's HTTP status: `403` no permission, `404` page not found, `500` server error. Each has its own
 * illustration and texts.
 */
export type ExceptionStatus = '403' | '404' | '500';

export interface ResultFrameProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Written to `data-status` of the root and the picture. */
  status: string;
  /** The picture above the title. Decorative. */
  picture: ReactNode;
  /** What the picture is: a tone icon in a tinted circle, an exception illustration, or the caller's own. */
  pictureKind: 'status' | 'illustration' | 'custom';
  /** The result in a few words (the heading). */
  title?: ReactNode;
  /** What happened and what to do next, in a sentence. */
  subTitle?: ReactNode;
  /** Actions under the text (buttons, links). */
  extra?: ReactNode;
  /** Further content under the actions (details, a progress card); left-aligned. */
  children?: ReactNode;
  /** Heading level of the title in the page's outline (default 1, 2 inside a card). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/**
 * The layout `Result` and `ExceptionResult` share. It knows no pictures of its own, so a module that draws only
 * exception illustrations (the exception screens) does not carry the tone icons (ADR 022).
 */
export function ResultFrame({
  status,
  picture,
  pictureKind,
  title,
  subTitle,
  extra,
  children,
  headingLevel = 2,
  ...rest
}: ResultFrameProps) {
  return (
    <ResultRoot data-status={status} {...rest}>
      <ResultIcon aria-hidden="true" data-kind={pictureKind} data-status={status}>
        {picture}
      </ResultIcon>
      {title != null ? <ResultTitle as={`h${headingLevel}`}>{title}</ResultTitle> : null}
      {subTitle != null ? <ResultSubTitle>{subTitle}</ResultSubTitle> : null}
      {extra != null ? <ResultExtra>{extra}</ResultExtra> : null}
      {children != null ? <ResultContent>{children}</ResultContent> : null}
    </ResultRoot>
  );
}
