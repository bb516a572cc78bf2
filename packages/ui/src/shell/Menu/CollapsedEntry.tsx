import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Icon } from '../../components/Icon/Icon';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import type { MenuItem } from '../menuModel';
import { usePortalContainer } from '../../theme/PortalContainer';
import { Flyout, FlyoutEntries } from './Flyout';
import { menuIconFor } from './menuIcons';
import { linkProps, type MenuContext } from './menuLinks';
import { FlyoutContent, FlyoutLabel, MenuRow } from './Menu.styles';

/** One top-level entry of the collapsed side menu: its icon, the label in a tooltip, a group as a flyout. */
export function CollapsedEntry({ item, context }: { item: MenuItem; context: MenuContext }) {
  const portalContainer = usePortalContainer();
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
      <Flyout>
        {(close) => (
          <>
            <Tooltip label={label} side="right" sideOffset={8}>
              <DropdownMenu.Trigger
                {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
              >
                {glyph}
                <VisuallyHidden>{label}</VisuallyHidden>
              </DropdownMenu.Trigger>
            </Tooltip>
            <DropdownMenu.Portal container={portalContainer}>
              <FlyoutContent side="right" align="start" sideOffset={8}>
                <FlyoutLabel>{label}</FlyoutLabel>
                <FlyoutEntries items={item.children ?? []} context={context} close={close} />
              </FlyoutContent>
            </DropdownMenu.Portal>
          </>
        )}
      </Flyout>
    </MenuRow>
  );
}
