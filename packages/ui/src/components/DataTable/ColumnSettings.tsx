import { ArrowDown, ArrowUp, Settings2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Popover } from '../Popover/Popover';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import type { TableColumnVisibility } from '../Table/Table';
import type { TableDensity } from '../Table/virtualization';
import { moveColumn } from './columnOrder';
import { SettingsFooter, SettingsList, SettingsSection } from './DataTable.styles';

/** A column as the settings list shows it. */
export interface ColumnSettingsItem {
  id: string;
  label: string;
  /** `false` for a column that must stay visible (its checkbox is disabled). */
  canHide: boolean;
}

export interface ColumnSettingsProps {
  /** The columns in their current order. */
  columns: readonly ColumnSettingsItem[];
  /** Which columns are shown, by column id (`false` hides one). */
  visibility: TableColumnVisibility;
  /** Called with the new visibility when the user shows or hides a column. */
  onVisibilityChange: (visibility: TableColumnVisibility) => void;
  /** Called with the new column order (column ids) when the user moves a column. */
  onOrderChange: (order: string[]) => void;
  /** Row height: `compact`, `default` or `comfortable`. */
  density: TableDensity;
  /** Called with the new density when the user picks one. */
  onDensityChange: (density: TableDensity) => void;
  /** Back to every column shown, in the original order, at the default density. */
  onReset: () => void;
}

const DENSITIES: readonly TableDensity[] = ['compact', 'default', 'comfortable'];

/**
 * The table's settings popover: show or hide each column (checkboxes), move it up or down (buttons, so the order can
 * be changed from the keyboard), and pick the density.
 */
export function ColumnSettings({
  columns,
  visibility,
  onVisibilityChange,
  onOrderChange,
  density,
  onDensityChange,
  onReset,
}: ColumnSettingsProps) {
  const { t } = useDataComponentsTranslation();
  const columnsTitle = useId();
  const densityTitle = useId();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The button that moved a column; it gets focus back once the list has re-rendered in the new order.
  const refocus = useRef<{ id: string; direction: -1 | 1 } | null>(null);
  const order = columns.map((column) => column.id);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const same = moveButtons.current.get(`${target.id}:${target.direction}`);
    const other = moveButtons.current.get(`${target.id}:${-target.direction}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (id: string, direction: -1 | 1) => {
    refocus.current = { id, direction };
    onOrderChange(moveColumn(order, id, direction));
  };
  const moveButton = (column: ColumnSettingsItem, index: number, direction: -1 | 1) => (
    <IconButton
      ref={(node) => {
        const key = `${column.id}:${direction}`;
        if (node) moveButtons.current.set(key, node);
        else moveButtons.current.delete(key);
      }}
      label={t(`dataComponents.dataTable.${direction === -1 ? 'moveUp' : 'moveDown'}`, {
        column: column.label,
      })}
      icon={<Icon icon={direction === -1 ? ArrowUp : ArrowDown} />}
      size="mini"
      disabled={direction === -1 ? index === 0 : index === columns.length - 1}
      onClick={() => move(column.id, direction)}
    />
  );

  return (
    <Popover
      title={t('dataComponents.dataTable.settings')}
      closable
      align="end"
      width={300}
      trigger={
        <IconButton
          label={t('dataComponents.dataTable.settings')}
          icon={<Icon icon={Settings2} />}
          variant="secondary"
          tooltip
        />
      }
    >
      <SettingsSection aria-labelledby={columnsTitle}>
        <h3 id={columnsTitle}>{t('dataComponents.dataTable.columns')}</h3>
        <SettingsList>
          {columns.map((column, index) => (
            <li key={column.id}>
              <Checkbox
                checked={visibility[column.id] !== false}
                disabled={!column.canHide}
                onCheckedChange={(checked) =>
                  onVisibilityChange({ ...visibility, [column.id]: checked === true })
                }
              >
                {column.label}
              </Checkbox>
              {moveButton(column, index, -1)}
              {moveButton(column, index, 1)}
            </li>
          ))}
        </SettingsList>
      </SettingsSection>
      <SettingsSection aria-labelledby={densityTitle}>
        <h3 id={densityTitle}>{t('dataComponents.dataTable.density')}</h3>
        <RadioGroup
          aria-labelledby={densityTitle}
          variant="button"
          size="small"
          value={density}
          onValueChange={(value) => onDensityChange(value as TableDensity)}
          options={DENSITIES.map((value) => ({
            value,
            label: t(`dataComponents.dataTable.densities.${value}`),
          }))}
        />
      </SettingsSection>
      <SettingsFooter>
        <Button size="small" onClick={onReset}>
          {t('dataComponents.dataTable.reset')}
        </Button>
      </SettingsFooter>
    </Popover>
  );
}
