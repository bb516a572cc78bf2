import * as Menu from '@radix-ui/react-dropdown-menu';
import { css, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { popupSurface } from '../Popover/Popover.styles';

/*
 * The menu panel: the shared popup surface with a menu's padding, capped at the room left on screen. Exported with
 * the rows and separator for menus the primitive cannot be (a right-click ContextMenu), hence both Radix heights.
 */
export const menuPanel = css`
  ${popupSurface}
  min-width: 160px;
  max-height: var(
    --radix-dropdown-menu-content-available-height,
    var(--radix-context-menu-content-available-height, 70vh)
  );
  overflow-y: auto;
  padding: ${theme.space.xs};
`;

export const MenuPanel = styled(Menu.Content)`
  ${menuPanel}
`;

export const MenuSubPanel = styled(Menu.SubContent)`
  ${menuPanel}
`;

/* Every row kind (item, checkbox, radio) shares one look; the indicator column is reserved only where used. */
const row = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 36px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text1};
  cursor: pointer;
  outline: none;
  user-select: none;

  & > svg,
  & > [data-slot='icon'] {
    flex: none;
    color: ${theme.color.text2};
  }
  &[data-highlighted],
  &[data-state='open'] {
    background: ${theme.color.fill2};
  }
  &[data-disabled] {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  &[data-disabled] > [data-slot='icon'] {
    color: inherit;
  }

  /* A navigation menu (variant): links and groups in the secondary colour, the current page's in the primary. */
  [data-variant='navigation'] > & {
    color: ${theme.color.text2};
    text-decoration: none;
  }
  [data-variant='navigation'] > & > svg {
    color: inherit;
  }
  [data-variant='navigation'] > &[data-highlighted] {
    color: ${theme.color.text1};
  }
  [data-variant='navigation'] > &[aria-current='page'],
  [data-variant='navigation'] > &[data-active] {
    color: ${theme.color.primaryText};
  }
`;

/** A row's text beside an icon and a chevron: takes the room left and ends in an ellipsis. */
export const MenuRowLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const MenuRow = styled.div`
  ${row}

  &[data-danger='true'],
  &[data-danger='true'] > [data-slot='icon'] {
    color: ${theme.color.dangerText};
  }
  &[data-danger='true'][data-highlighted] {
    background: ${theme.color.dangerBg};
  }
`;

export const MenuCheckRow = styled.div`
  ${row}
  padding-inline-start: 32px;

  &[data-state='checked'] {
    color: ${theme.color.primaryText};
  }
  & > [data-slot='indicator'] {
    position: absolute;
    left: ${theme.space.sm};
    display: inline-flex;
    color: ${theme.color.primaryText};
  }
`;

export const MenuLabelRow = styled(Menu.Label)`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xs};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
`;

export const MenuSeparatorLine = styled(Menu.Separator)`
  height: 1px;
  margin: ${theme.space.xs} 0;
  background: ${theme.color.border2};
`;
