import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../../components/Icon/Icon';
import type { MenuItem } from '../menuModel';
import { menuIconFor } from './menuIcons';
import { entryLink, type MenuContext } from './menuLinks';
import { Chevron, MenuList, MenuRow, RowLabel } from './Menu.styles';

/** Indentation of a row: the top level aligns icons, deeper levels line labels up under the parent's label. */
function indent(depth: number): string {
  return depth === 0 ? '12px' : `${44 + (depth - 1) * 20}px`;
}

export interface VerticalEntriesProps {
  items: readonly MenuItem[];
  depth: number;
  context: MenuContext;
  openKeys: ReadonlySet<string>;
  setOpen: (key: string, open: boolean) => void;
}

/** The expanded side menu: links and collapsible groups at any depth. */
export function VerticalEntries({
  items,
  depth,
  context,
  openKeys,
  setOpen,
}: VerticalEntriesProps) {
  return (
    <MenuList>
      {items.map((item) => {
        const icon = depth === 0 ? <Icon icon={menuIconFor(item.icon)} /> : null;
        if (!item.children) {
          return (
            <MenuRow key={item.key} style={{ ['--row-indent' as string]: indent(depth) }}>
              {entryLink(item, context, icon)}
            </MenuRow>
          );
        }
        return (
          <Collapsible.Root
            key={item.key}
            asChild
            open={openKeys.has(item.key)}
            onOpenChange={(open) => setOpen(item.key, open)}
          >
            <MenuRow style={{ ['--row-indent' as string]: indent(depth) }}>
              <Collapsible.Trigger
                {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
              >
                {icon}
                <RowLabel>{context.label(item)}</RowLabel>
                <Chevron>
                  <Icon icon={ChevronDown} size={14} />
                </Chevron>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <VerticalEntries
                  items={item.children}
                  depth={depth + 1}
                  context={context}
                  openKeys={openKeys}
                  setOpen={setOpen}
                />
              </Collapsible.Content>
            </MenuRow>
          </Collapsible.Root>
        );
      })}
    </MenuList>
  );
}
