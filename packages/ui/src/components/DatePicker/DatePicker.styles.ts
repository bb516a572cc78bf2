import * as PopoverPrimitive from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { FieldNote } from '../InputNumber/InputNumber.styles';
import { popupSurface } from '../Popover/Popover.styles';
import { focusRing } from '../shared/styles';

export { FieldColumn as DateFieldRoot } from '../InputNumber/InputNumber.styles';

export const DateFieldBox = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;

  /* The fields share the box and shrink with it: an input's own width would push a range out of a narrow column. */
  & > :not([data-slot='separator']) {
    flex: 1 1 0;
    min-width: 0;
  }

  & > [data-slot='separator'] {
    flex: none;
    color: ${theme.color.text3};
  }
`;

export const DateFieldMessage = styled(FieldNote)`
  color: ${theme.color.dangerText};
`;

/*
 * The calendar: react-day-picker's markup (its `rdp-*` class names) styled here instead of with its stylesheet,
 * so the library ships no global CSS and the calendar takes the theme's colours in both modes.
 */
export const CalendarPanel = styled(PopoverPrimitive.Content)`
  ${popupSurface}
  padding: ${theme.space.md};

  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxl};
  }
  .rdp-month {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${theme.size.control};
    margin: 0 ${theme.size.control} ${theme.space.xs};
    color: ${theme.color.text1};
    font-weight: ${theme.font.weight.medium};
  }
  .rdp-button_previous,
  .rdp-button_next {
    position: absolute;
    top: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.size.control};
    height: ${theme.size.control};
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.color.text2};
    cursor: pointer;
    ${focusRing}
  }
  .rdp-button_previous {
    left: 0;
  }
  .rdp-button_next {
    right: 0;
  }
  .rdp-button_previous:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled) {
    background: ${theme.color.fill2};
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 28px;
    padding: 0;
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
    text-align: center;
  }
  .rdp-day {
    width: 36px;
    height: 32px;
    padding: 2px 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 28px;
    height: 28px;
    margin: 0 auto;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${theme.color.text1};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    ${focusRing}
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${theme.color.fill2};
  }
  .rdp-outside .rdp-day_button {
    color: ${theme.color.text3};
  }
  .rdp-today .rdp-day_button {
    box-shadow: inset 0 0 0 1px ${theme.color.primary};
  }
  .rdp-range_middle {
    background: ${theme.color.primaryBg};
  }
  .rdp-range_start {
    background: linear-gradient(90deg, transparent 50%, ${theme.color.primaryBg} 50%);
  }
  .rdp-range_end {
    background: linear-gradient(90deg, ${theme.color.primaryBg} 50%, transparent 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: none;
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  .rdp-disabled .rdp-day_button {
    color: ${theme.color.text4};
    cursor: not-allowed;
    text-decoration: line-through;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

/** What the calendar panel shows while the calendar's code loads: a spinner in a one-month-sized box. */
export const CalendarLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 252px;
  min-height: 240px;
`;
