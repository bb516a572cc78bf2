import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { CardBody, CardExtra, CardHeader, CardRoot, CardTitle } from './Card.styles';

/** Props of `Card`. Other `<div>` attributes go to the card's root. */
export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading of the card, shown in the header as a real heading so screen-reader users can jump between cards. */
  title?: ReactNode;
  /** Actions or links at the right end of the header, e.g. a "More" link. */
  extra?: ReactNode;
  /** Draws a 1 px border and a divider under the header (default). Borderless cards suit Arco Pro dashboards. */
  bordered?: boolean;
  /** Lifts the card with a shadow on hover, for clickable cards in a grid. */
  hoverable?: boolean;
  /** Shows a skeleton in place of the body while its data loads. */
  loading?: boolean;
  /** Level of the title heading (default 2); pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The card's body; replaced by a skeleton while `loading`. */
  children?: ReactNode;
}

/** A surface with an optional header (title + extra) and a body. */
export function Card({
  title,
  extra,
  bordered = true,
  hoverable = false,
  loading = false,
  headingLevel = 2,
  children,
  ...rest
}: CardProps) {
  const hasHeader = title != null || extra != null;
  return (
    <CardRoot
      data-bordered={bordered ? 'true' : 'false'}
      data-hoverable={hoverable ? 'true' : undefined}
      {...rest}
    >
      {hasHeader ? (
        <CardHeader>
          {title != null ? <CardTitle as={`h${headingLevel}`}>{title}</CardTitle> : <span />}
          {extra != null ? <CardExtra>{extra}</CardExtra> : null}
        </CardHeader>
      ) : null}
      <CardBody>{loading ? <Skeleton /> : children}</CardBody>
    </CardRoot>
  );
}
