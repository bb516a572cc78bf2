import { ChevronDown, ChevronUp, RotateCcw, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/Button';
import { DateRangePicker } from '../../../../components/DatePicker';
import { FormItem } from '../../../../components/FormItem';
import { Icon } from '../../../../components/Icon';
import { Input } from '../../../../components/Input';
import { Select } from '../../../../components/Select';
import type { Locale } from '../../../../i18n/locale';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { searchTableLocale } from '../locales';
import { activeFilterCount, EMPTY_FILTERS, FILTER_TEXT_MAX } from '../searchTable.params';
import {
  CONTENT_TYPES,
  FILTER_TYPES,
  isContentType,
  isFilterType,
  isPolicyStatus,
  POLICY_STATUSES,
  type PolicyFilters,
} from '../searchTable.types';
import { FiltersActions, FiltersForm, FiltersGrid, FiltersToggle } from '../searchTable.styles';

export interface SearchTableFiltersProps {
  /** The filters the table shows now (from the URL); the form starts from them and follows when they change. */
  filters: PolicyFilters;
  /** Search (or Enter in a text field): the filters as typed. */
  onSearch: (event: { filters: PolicyFilters }) => void;
  /** Reset: every filter cleared (the parent applies it at once). */
  onReset: () => void;
}

/** The Select value for "any" (a Select option cannot have the empty value). */
const ALL = 'all';
/** Chinese labels are four characters; English ones ("Content Type") need more. */
const LABEL_WIDTH: Readonly<Record<Locale, number>> = { 'zh-CN': 72, 'en-US': 100 };

/**
 * Search table filters: Set Number, Set Name, Content Type, Filter Type, Create Date (range), Status,
 * with Search and Reset. What is typed applies only on Search, so a half-typed filter never reloads the table. On a
 * narrow page the form folds to its first row behind an Expand toggle.
 */
export function SearchTableFilters({ filters, onSearch, onReset }: SearchTableFiltersProps) {
  const { t, locale } = useFeatureTranslation(searchTableLocale);
  const [draft, setDraft] = useState<PolicyFilters>(filters);
  const [shown, setShown] = useState<PolicyFilters>(filters);
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  // The applied filters changed from outside (back/forward, a link, Clear filters): the form shows them.
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const set = <K extends keyof PolicyFilters>(key: K, value: PolicyFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ filters: { ...draft, number: draft.number.trim(), name: draft.name.trim() } });
  };
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) => [
    { value: ALL, label: t('searchTable.filters.all') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const active = activeFilterCount(filters);
  const item = (
    key: 'number' | 'name' | 'contentType' | 'filterType' | 'createdTime' | 'status',
  ) => ({
    label: t(`searchTable.filters.${key}`),
    layout: 'horizontal' as const,
    labelWidth: LABEL_WIDTH[locale],
    // Beside a 160 px control still: the three-column grid from 1,000 px keeps its labels on the left.
    stackBelow: LABEL_WIDTH[locale] + 16 + 160,
  });

  return (
    <FiltersForm
      role="search"
      aria-label={t('searchTable.filters.label')}
      onSubmit={submit}
      noValidate
    >
      <FiltersGrid id={gridId} data-expanded={expanded}>
        <FormItem {...item('number')}>
          <Input
            value={draft.number}
            inputMode="numeric"
            maxLength={FILTER_TEXT_MAX}
            placeholder={t('searchTable.filters.numberPlaceholder')}
            onChange={(event) => set('number', event.target.value)}
          />
        </FormItem>
        <FormItem {...item('name')}>
          <Input
            value={draft.name}
            maxLength={FILTER_TEXT_MAX}
            placeholder={t('searchTable.filters.namePlaceholder')}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormItem>
        <FormItem {...item('contentType')}>
          <Select
            value={draft.contentType ?? ALL}
            options={options(CONTENT_TYPES, (value) => t(`searchTable.contentType.${value}`))}
            onValueChange={(value) => set('contentType', isContentType(value) ? value : null)}
          />
        </FormItem>
        <FormItem {...item('filterType')}>
          <Select
            value={draft.filterType ?? ALL}
            options={options(FILTER_TYPES, (value) => t(`searchTable.filterType.${value}`))}
            onValueChange={(value) => set('filterType', isFilterType(value) ? value : null)}
          />
        </FormItem>
        {/* Second in its row on a wide page: the middle column is the widest. */}
        <FormItem {...item('createdTime')}>
          <DateRangePicker
            value={[draft.createdFrom, draft.createdTo]}
            onChange={({ value: [from, to] }) =>
              setDraft((current) => ({ ...current, createdFrom: from, createdTo: to }))
            }
          />
        </FormItem>
        <FormItem {...item('status')}>
          <Select
            value={draft.status ?? ALL}
            options={options(POLICY_STATUSES, (value) => t(`searchTable.status.${value}`))}
            onValueChange={(value) => set('status', isPolicyStatus(value) ? value : null)}
          />
        </FormItem>
      </FiltersGrid>
      <FiltersActions>
        <Button type="submit" variant="primary" icon={<Icon icon={Search} />}>
          {t('searchTable.filters.search')}
        </Button>
        <Button
          type="button"
          icon={<Icon icon={RotateCcw} />}
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onReset();
          }}
        >
          {t('searchTable.filters.reset')}
        </Button>
        <FiltersToggle>
          <Button
            type="button"
            variant="text"
            aria-expanded={expanded}
            aria-controls={gridId}
            icon={<Icon icon={expanded ? ChevronUp : ChevronDown} />}
            onClick={() => setExpanded((current) => !current)}
          >
            {t(expanded ? 'searchTable.filters.collapse' : 'searchTable.filters.expand')}
          </Button>
          {!expanded && active > 0 ? (
            <span>{t('searchTable.filters.active', { n: active })}</span>
          ) : null}
        </FiltersToggle>
      </FiltersActions>
    </FiltersForm>
  );
}
