import { styled } from 'styled-components';
import { IconButtonRoot } from '../../components/IconButton/IconButton.styles';
import { theme } from '../../theme/tokens';

/** Height of the bar (Arco Design Pro's navbar). */
export const NAVBAR_HEIGHT = 60;

/*
 * The bar is a size container: it folds its texts away when it is narrow, whatever the viewport (the console's
 * mobile layout, a story in a narrow frame, a host that puts the bar in a side panel).
 */
const narrow = `@container pasture-navbar (max-width: ${theme.breakpoint.mobile - 1}px)`;

export const NavbarRoot = styled.header`
  container: pasture-navbar / inline-size;
  position: relative;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  box-sizing: border-box;
  width: 100%;
  height: ${NAVBAR_HEIGHT}px;
  align-items: center;
  gap: ${theme.space.lg};
  padding: 0 ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border2};
  background: ${theme.color.bg2};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};

  ${narrow} {
    gap: ${theme.space.sm};
    padding: 0 ${theme.space.md};
  }
`;

export const Brand = styled.div`
  display: flex;
  min-width: 0;
  flex: none;
  align-items: center;
  gap: ${theme.space.md};

  ${narrow} {
    gap: ${theme.space.sm};
  }
`;

export const ProductTitle = styled.span`
  overflow: hidden;
  max-width: 240px;
  color: ${theme.color.text1};
  font-size: 18px;
  font-weight: ${theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${narrow} {
    display: none;
  }
`;

export const Center = styled.div`
  display: flex;
  min-width: 0;
  flex: 1;
  align-items: center;
`;

export const Tools = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${narrow} {
    gap: ${theme.space.xs};
  }
`;

export const Tool = styled.li`
  display: flex;
  align-items: center;
`;

/*
 * The navbar's round outline IconButton grown into a pill that also shows the farm's name: border, hover, open and
 * focus states are the IconButton's. On a narrow bar it folds back to the icon alone.
 */
export const FarmTrigger = styled(IconButtonRoot)`
  && {
    justify-content: flex-start;
    width: auto;
    max-width: 260px;
    gap: ${theme.space.sm};
    padding: 0 ${theme.space.md};
    font-family: inherit;
    font-size: ${theme.font.size.md};
  }

  > svg {
    color: ${theme.color.text2};
  }

  ${narrow} {
    && {
      justify-content: center;
      width: var(--pc-icon-button-size);
      padding: 0;
      font-size: ${theme.font.size.lg};
    }

    > svg[data-chevron] {
      display: none;
    }
  }
`;

export const FarmTriggerText = styled.span`
  overflow: hidden;
  min-width: 0;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${narrow} {
    display: none;
  }
`;

export const FarmPopoverBody = styled.div`
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space.xs};
`;

export const FarmStatus = styled.div`
  display: flex;
  min-height: 120px;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.lg};
`;

export const FarmList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FarmOption = styled.button`
  display: flex;
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text1};
  cursor: pointer;
  font-family: inherit;
  font-size: ${theme.font.size.md};
  text-align: start;

  &:hover:not(:disabled) {
    background: ${theme.color.fill2};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${theme.shadow.focusVisible};
    background: ${theme.color.fill2};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([aria-busy='true']) > span {
    color: ${theme.color.text3};
  }
  &[aria-current='true'] {
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
    cursor: default;
  }
`;

export const FarmOptionText = styled.span`
  display: flex;
  min-width: 0;
  flex: 1;
  flex-direction: column;

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > small {
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
  }
  [aria-current='true'] > & > small {
    color: inherit;
  }
`;

export const FarmOptionMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.font.size.xs};
`;

export const MenuUser = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.sm} ${theme.space.md};

  > strong {
    overflow: hidden;
    max-width: 220px;
    color: ${theme.color.text1};
    font-weight: ${theme.font.weight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > span {
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
  }
`;

export const AvatarFace = styled.span`
  display: inline-flex;
  overflow: hidden;
  width: 100%;
  height: 100%;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.round};
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
