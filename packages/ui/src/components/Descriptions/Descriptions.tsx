import type { CSSProperties, ReactNode } from 'react';
import {
  DescriptionsItem,
  DescriptionsList,
  DescriptionsRoot,
  DescriptionsTitle,
} from './Descriptions.styles';

/** One label/value pair of a `Descriptions` block. */
export interface DescriptionsItemData {
  /** Stable key; defaults to the label when that is a string. */
  key?: string;
  /** The term (`<dt>`). */
  label: ReactNode;
  /** The description (`<dd>`): text, a tag, a link. */
  value: ReactNode;
  /** Columns the pair spans (never more than the current column count). Default 1. */
  span?: number;
}

/** Props of `Descriptions`: the pairs, an optional title, and the column count, layout and border. */
export interface DescriptionsProps {
  /** The pairs, in reading order. */
  items: readonly DescriptionsItemData[];
  /** A heading over the block; pass an element (`<h3>`) to set its level. */
  title?: ReactNode;
  /** Columns on a wide block: 1, 2 or 3 (default). A narrow block falls back to 2, then 1. */
  column?: 1 | 2 | 3;
  /** `horizontal`: label before value (default); `vertical`: label above value. */
  layout?: 'horizontal' | 'vertical';
  /** Draws cell borders with a grey label column, Arco's bordered descriptions. */
  bordered?: boolean;
  /** Width of the label column in the horizontal layout, in px or any CSS length (bordered: default 120 px; plain: each label's own width by default). */
  labelWidth?: number | string;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

function spanOf(item: DescriptionsItemData, column: number): number | undefined {
  const span = Math.min(Math.floor(item.span ?? 1), column);
  return span > 1 ? span : undefined;
}

function itemKey(item: DescriptionsItemData, index: number): string {
  return item.key ?? (typeof item.label === 'string' ? item.label : String(index));
}

/**
 * A read-only grid of label/value pairs (a record's details, a certificate), as a description list (`dl`/`dt`/`dd`),
 * so screen readers announce each value with its term.
 */
export function Descriptions({
  items,
  title,
  column = 3,
  layout = 'horizontal',
  bordered = false,
  labelWidth,
  className,
  style,
}: DescriptionsProps) {
  const listStyle = {
    '--pc-descriptions-max': column,
    ...(labelWidth == null
      ? null
      : {
          '--pc-descriptions-label-width':
            typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth,
        }),
  } as CSSProperties;
  return (
    <DescriptionsRoot className={className} style={style}>
      {title != null ? <DescriptionsTitle>{title}</DescriptionsTitle> : null}
      <DescriptionsList
        data-layout={layout}
        data-bordered={bordered ? 'true' : undefined}
        style={listStyle}
      >
        {items.map((item, index) => (
          <DescriptionsItem key={itemKey(item, index)} data-span={spanOf(item, column)}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </DescriptionsItem>
        ))}
      </DescriptionsList>
    </DescriptionsRoot>
  );
}
