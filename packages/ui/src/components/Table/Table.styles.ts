import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { focusRing } from '../shared/styles';

export const TableRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/* A thin moving bar over the header while a placeholder page is being replaced. */
export const TableProgress = styled.span`
  position: absolute;
  z-index: 4;
  top: 0;
  left: 0;
  right: 0;
  overflow: hidden;
  height: 2px;
  pointer-events: none;

  &::before {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${theme.color.primary};
    animation: ${slide} 1.2s ${theme.motion.easing} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      width: 100%;
      animation: none;
    }
  }
`;

/*
 * Holds the scroll box and says that it scrolls sideways where no fixed column does: a shade on the edge past which
 * content hides (data-hint-start / data-hint-end), so a phone user sees there are more columns (issue 18).
 */
export const TableFrame = styled.div`
  position: relative;
  min-width: 0;

  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: 4;
    top: 0;
    bottom: 0;
    width: 16px;
    pointer-events: none;
    opacity: 0;
    transition: opacity ${theme.motion.normal} linear;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, rgba(0, 0, 0, 0.16), transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.16), transparent);
  }
  &[data-hint-start='true']::before,
  &[data-hint-end='true']::after {
    opacity: 1;
  }
`;

/*
 * The scroll box. It carries `data-scrolled-start` / `data-scrolled-end` while content hides past either edge, which
 * draws a shadow beside the fixed columns. It is focusable so keyboard users can scroll it (WCAG 2.1.1).
 */
export const TableScroll = styled.div`
  --pc-table-max-height: none;

  position: relative;
  overflow: auto;
  max-height: var(--pc-table-max-height);
  border-radius: ${theme.radius.md} ${theme.radius.md} 0 0;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }
`;

/*
 * Cells paint an opaque layer (the row's tint over bg-2) so fixed columns and the sticky header hide what scrolls
 * under them in both themes, where the tints are translucent.
 */
export const TableElement = styled.table`
  --pc-table-cell-y: 12px;
  --pc-table-cell-x: 16px;
  --pc-table-row-height: 48px;
  --pc-table-row-tint: transparent;

  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 22px;

  &[data-density='compact'] {
    --pc-table-cell-y: 6px;
    --pc-table-cell-x: 12px;
    --pc-table-row-height: 36px;
  }
  &[data-density='comfortable'] {
    --pc-table-cell-y: 16px;
    --pc-table-row-height: 56px;
  }

  & th,
  & td {
    box-sizing: border-box;
    padding: var(--pc-table-cell-y) var(--pc-table-cell-x);
    border-bottom: 1px solid ${theme.color.border2};
    background: linear-gradient(var(--pc-table-row-tint), var(--pc-table-row-tint))
      ${theme.color.bg2};
    text-align: start;
    vertical-align: middle;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & thead th {
    --pc-table-row-tint: ${theme.color.fill2};
    position: relative;
    color: ${theme.color.text2};
    font-weight: ${theme.font.weight.medium};
    white-space: nowrap;
  }
  & tbody th {
    font-weight: ${theme.font.weight.regular};
  }
  /* A cell's height is its minimum: rows keep the density's height whatever inline content sits in them. */
  & tbody td,
  & tbody th {
    height: var(--pc-table-row-height);
  }
  /*
   * Inline boxes (a status dot, a tag) sit at the top of the line instead of on the baseline, where font metrics
   * would add a pixel or two below them; the cell itself centres the line.
   */
  & tbody td > *,
  & tbody th > * {
    vertical-align: top;
  }
  /* The row's checkbox (14 px) in the middle of the 22 px line, as the text beside it (it sat 4 px high). */
  & tbody td[data-select='true'] > * {
    margin-block: 4px;
  }
  & tbody tr:hover {
    --pc-table-row-tint: ${theme.color.fill1};
  }
  & tbody tr[data-selected='true'] {
    --pc-table-row-tint: ${theme.color.primaryBg};
  }
  & [data-align='end'] {
    text-align: end;
  }
  & [data-align='center'] {
    text-align: center;
  }

  &[data-sticky-header='true'] thead th {
    position: sticky;
    z-index: 2;
    top: 0;
  }
  /*
   * Fixed columns stick only while the box scrolls sideways and leaves the other columns room between them
   * (data-stick-fixed, tableLayout's fixedColumnsStick): a sticky cell is a layer of its own for the compositor, and a
   * virtual body would create and drop two of them with every row it mounts.
   */
  [data-stick-fixed='true'] > & [data-fixed] {
    position: sticky;
    z-index: 1;
  }
  [data-stick-fixed='true'] > & [data-fixed='start'] {
    left: var(--pc-table-fixed-offset);
  }
  [data-stick-fixed='true'] > & [data-fixed='end'] {
    right: var(--pc-table-fixed-offset);
  }
  [data-stick-fixed='true'] > & thead [data-fixed] {
    z-index: 3;
  }
  [data-stick-fixed='true'] > & [data-fixed]::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: -1px;
    width: 10px;
    pointer-events: none;
    transition: box-shadow ${theme.motion.normal} linear;
  }
  & [data-fixed-edge='start']::after {
    right: -10px;
  }
  & [data-fixed-edge='end']::after {
    left: -10px;
  }
  [data-scrolled-start='true'] > & [data-fixed-edge='start']::after {
    box-shadow: inset 10px 0 8px -8px rgba(0, 0, 0, 0.15);
  }
  [data-scrolled-end='true'] > & [data-fixed-edge='end']::after {
    box-shadow: inset -10px 0 8px -8px rgba(0, 0, 0, 0.15);
  }

  /*
   * A virtual body mounts a few rows with every frame it scrolls: their cells leave out the tint's layer where it is
   * transparent (neither hovered nor selected), which looks the same and spares painting a gradient per cell.
   */
  &[data-virtual='true'] tbody tr:not(:hover):not([data-selected='true']) > * {
    background-image: none;
  }
  /* Virtual rows have one fixed height so the rows in view follow from the scroll position alone. */
  &[data-virtual='true'] tbody td,
  &[data-virtual='true'] tbody th {
    padding-block: 0;
    white-space: nowrap;
  }
  & tr[data-spacer] > td {
    padding: 0;
    border: 0;
  }

  & tbody {
    transition: opacity ${theme.motion.normal} linear;
  }
  /* Stale rows while new ones load: dimmed, but secondary text keeps 4.5:1 on the light background (0.55 left the
     primary text at 3.7:1). */
  &[data-fetching='true'] tbody {
    opacity: 0.8;
  }
  & tbody tr[data-state-row] > td {
    padding: ${theme.space.xxl} var(--pc-table-cell-x);
    white-space: normal;
  }
  & tbody tr[data-state-row]:hover {
    --pc-table-row-tint: transparent;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${theme.color.text1};
  }
  & > [data-slot='label'] {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > svg {
    flex: none;
    color: ${theme.color.text3};
  }
  &[data-sorted] > svg {
    color: ${theme.color.primaryText};
  }
`;

/* A window-splitter handle on the header's end edge: drag, or focus and use the arrow keys. */
export const ResizeHandle = styled.div`
  position: absolute;
  z-index: 1;
  top: 0;
  right: 0;
  bottom: 0;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    top: 25%;
    bottom: 25%;
    right: 3px;
    width: 2px;
    border-radius: 1px;
    background: ${theme.color.border3};
  }
  &:hover::after,
  &:focus-visible::after,
  &[data-resizing='true']::after {
    top: 0;
    bottom: 0;
    background: ${theme.color.primary};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const SkeletonBar = styled.span`
  display: block;
  width: 70%;
  max-width: 160px;
  height: 14px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};

  [data-align='end'] > & {
    margin-inline-start: auto;
  }
`;
