import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { TextValues } from '../../i18n/translation';
import { useDataComponentsTranslation } from '../locales-data';
import type paginationTexts from '../locales-data/en-US.json';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Input } from '../Input/Input';
import { Select } from '../Select/Select';
import {
  clampPage,
  pageAfterSizeChange,
  pageCountOf,
  PAGINATION_JUMP,
  paginationItems,
} from './paginationRange';
import {
  PageButton,
  PaginationField,
  PaginationList,
  PaginationRoot,
  PaginationStatus,
  PaginationTotal,
} from './Pagination.styles';

/** Page sizes the size changer offers by default (Arco's). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/** The page the user asked for; `pageSize` changes too when they picked another size. */
export interface PaginationChangeEvent {
  /** The 1-based page to show. */
  current: number;
  /** Items per page. */
  pageSize: number;
}

/** Props of `Pagination`. Controlled: it shows `current` and `pageSize` and asks for changes through `onChange`. */
export interface PaginationProps {
  /** The 1-based page shown. The parent owns it and updates it in `onChange`. */
  current: number;
  /** Items per page. */
  pageSize: number;
  /** Number of items in the whole list (the server's `total`). */
  total: number;
  /** Called with the requested page and size; a size change keeps the first visible item in view. */
  onChange: (event: PaginationChangeEvent) => void;
  /** Sizes the size changer offers. Default 10 / 20 / 50 / 100. */
  pageSizeOptions?: readonly number[];
  /** Shows the page-size select. Default `true`. */
  showSizeChanger?: boolean;
  /** Shows "Total N items" at the start. Default `true`. */
  showTotal?: boolean;
  /** Shows the "Go to" page field. Default `true`. */
  showJumper?: boolean;
  /** Narrow layout for phones and side panels: previous, "Page 3 of 6", next (and the total). */
  compact?: boolean;
  /** Disables every control (e.g. while the first page loads). */
  disabled?: boolean;
  /** Name of the navigation landmark. Default "Pagination" (translated); name it after its table when there are two. */
  'aria-label'?: string;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * Page navigation for a list (`<nav>`): previous/next, page buttons with gaps that jump five pages, the page-size
 * select, a "Go to" field that clamps out-of-range pages, and the total. The current page has `aria-current="page"`.
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  showSizeChanger = true,
  showTotal = true,
  showJumper = true,
  compact = false,
  disabled = false,
  'aria-label': ariaLabel,
  className,
  style,
}: PaginationProps) {
  const { t } = useDataComponentsTranslation();
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(current, pageCount);
  const goTo = (next: number) => {
    const target = clampPage(next, pageCount);
    if (target !== page) onChange({ current: target, pageSize });
  };
  const text = (
    key: keyof (typeof paginationTexts)['dataComponents']['pagination'],
    values?: TextValues,
  ) => t(`dataComponents.pagination.${key}`, values);

  const previous = (
    <IconButton
      label={text('previous')}
      icon={<Icon icon={ChevronLeft} />}
      disabled={disabled || page <= 1}
      onClick={() => goTo(page - 1)}
    />
  );
  const next = (
    <IconButton
      label={text('next')}
      icon={<Icon icon={ChevronRight} />}
      disabled={disabled || page >= pageCount}
      onClick={() => goTo(page + 1)}
    />
  );

  return (
    <PaginationRoot
      aria-label={ariaLabel ?? text('label')}
      className={className}
      style={style}
      data-compact={compact ? 'true' : undefined}
    >
      {showTotal ? <PaginationTotal>{text('total', { total })}</PaginationTotal> : null}
      {compact ? (
        <PaginationField>
          {previous}
          <PaginationStatus>
            {text('compact', { current: page, pages: pageCount })}
          </PaginationStatus>
          {next}
        </PaginationField>
      ) : (
        <PaginationList>
          <li>{previous}</li>
          {paginationItems(page, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  type="button"
                  aria-label={text('page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => goTo(item)}
                >
                  {item}
                </PageButton>
              </li>
            ) : (
              <li key={item}>
                <PageButton
                  type="button"
                  aria-label={text(item === 'jump-backward' ? 'jumpBackward' : 'jumpForward')}
                  disabled={disabled}
                  onClick={() =>
                    goTo(page + (item === 'jump-backward' ? -PAGINATION_JUMP : PAGINATION_JUMP))
                  }
                >
                  <span data-slot="dots" aria-hidden="true">
                    …
                  </span>
                  <span data-slot="chevrons" aria-hidden="true">
                    <Icon icon={item === 'jump-backward' ? ChevronsLeft : ChevronsRight} />
                  </span>
                </PageButton>
              </li>
            ),
          )}
          <li>{next}</li>
        </PaginationList>
      )}
      {showSizeChanger && !compact ? (
        <Select
          aria-label={text('pageSizeLabel')}
          size="small"
          disabled={disabled}
          value={String(pageSize)}
          options={pageSizeOptions.map((size) => ({
            value: String(size),
            label: text('pageSize', { size }),
          }))}
          onValueChange={(value) => {
            const size = Number(value);
            onChange({ current: pageAfterSizeChange(page, pageSize, size, total), pageSize: size });
          }}
          style={{ width: 'auto' }}
        />
      ) : null}
      {showJumper && !compact ? (
        <PageJumper
          disabled={disabled}
          label={text('goToLabel')}
          prefix={text('goTo')}
          onJump={goTo}
        />
      ) : null}
    </PaginationRoot>
  );
}

/** "Go to [ ]": Enter or leaving the field goes to the typed page, clamped to the pages there are. */
function PageJumper({
  label,
  prefix,
  disabled,
  onJump,
}: {
  label: string;
  prefix: string;
  disabled: boolean;
  onJump: (page: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const jump = () => {
    if (typed.trim() === '') return;
    onJump(Number(typed));
    setTyped('');
  };
  return (
    <PaginationField>
      <span aria-hidden="true">{prefix}</span>
      <span data-slot="jump">
        <Input
          aria-label={label}
          size="small"
          inputMode="numeric"
          disabled={disabled}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') jump();
          }}
          onBlur={jump}
        />
      </span>
    </PaginationField>
  );
}
