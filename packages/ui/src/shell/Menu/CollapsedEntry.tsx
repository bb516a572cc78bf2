import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { DropdownMenuLabel } from '../../components/DropdownMenu/DropdownMenu';
import { Icon } from '../../components/Icon/Icon';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import type { MenuItem } from '../menuModel';
import { Flyout, FlyoutEntries } from './Flyout';
import { menuIconFor } from './menuIcons';
import { linkProps, type MenuContext } from './menuLinks';
import { MenuRow } from './Menu.styles';

/** One top-level entry of the collapsed side menu: its icon, the label in a tooltip, a group as a flyout. */
export function CollapsedEntry({ item, context }: { item: MenuItem; context: MenuContext }) {
  const label = context.label(item);
  const glyph = <Icon icon={menuIconFor(item.icon)} />;
  if (!item.children) {
    return (
      <MenuRow data-collapsed="">
        <Tooltip label={label} side="right" sideOffset={8}>
          {context.renderLink({
            item,
            props: linkProps(
              item,
              context,
              <>
                {glyph}
                <VisuallyHidden>{label}</VisuallyHidden>
              </>,
            ),
          })}
        </Tooltip>
      </MenuRow>
    );
  }
  return (
    <MenuRow data-collapsed="">
      <Flyout
        side="right"
        align="start"
        tooltip={{ label, side: 'right', sideOffset: 8 }}
        trigger={
          <button
            type="button"
            {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
          >
            {glyph}
            <VisuallyHidden>{label}</VisuallyHidden>
          </button>
        }
      >
        {(close) => (
          <>
            <DropdownMenuLabel>{label}</DropdownMenuLabel>
            <FlyoutEntries items={item.children ?? []} context={context} close={close} />
          </>
        )}
      </Flyout>
    </MenuRow>
  );
}
