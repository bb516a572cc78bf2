import { styled } from 'styled-components';
import { theme } from '../theme/tokens';
import { chartColors } from './chartTheme';

/** The chart with its legend, plot and text alternatives; the legend goes above, below or beside the plot. */
export const ChartFigure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  min-width: 0;

  &[data-legend='bottom'] {
    flex-direction: column-reverse;
  }
  &[data-legend='right'] {
    flex-direction: row-reverse;
    align-items: center;
  }
`;

export const ChartPlotSlot = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

export const ChartPlot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;

  /* Axis parts get their colours here (static CSS) so they follow the theme's CSS variables. */
  .pc-chart-axis line,
  .pc-chart-axis path {
    stroke: ${chartColors.axisLine};
  }
  .pc-chart-axis text {
    fill: ${chartColors.axisText};
    font-family: ${theme.font.family};
    font-size: 12px;
  }
  .pc-chart-grid line,
  .pc-chart-grid polygon {
    stroke: ${chartColors.grid};
    fill: none;
  }
  .pc-chart-grid line {
    stroke-dasharray: 4 4;
  }
  .pc-chart-label {
    fill: ${chartColors.axisText};
    font-family: ${theme.font.family};
    font-size: 12px;
  }
`;

/** The element that takes pointer and keyboard input; the focus ring is the global one, kept inside the card. */
export const ChartSurfaceRoot = styled.div`
  border-radius: ${theme.radius.md};
  outline-offset: -2px;
  touch-action: pan-y;
`;

export const ChartLegendList = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.xs} ${theme.space.md};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};

  &[data-position='bottom'] {
    justify-content: center;
  }
  &[data-position='right'] {
    flex: 0 0 auto;
    flex-direction: column;
    justify-content: center;
  }
`;

export const ChartLegendButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 24px;
  padding: 0 ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: none;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
  cursor: pointer;

  &:hover {
    background: ${theme.color.fill2};
  }
  /* A hidden series keeps readable text (colour alone never says it): struck through, hollow swatch. */
  &[aria-pressed='false'] {
    color: ${theme.color.text3};
    text-decoration: line-through;
  }
  &[aria-pressed='false'] [data-slot='swatch'] {
    box-shadow: inset 0 0 0 1.5px ${theme.color.border3};
  }
`;

export const ChartLegendStatic = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 24px;
`;

export const ChartSwatch = styled.span`
  display: inline-block;
  flex: 0 0 auto;
  width: 8px;
  height: 8px;
  border-radius: ${theme.radius.round};
`;

export const ChartTooltipTitle = styled.div`
  margin-bottom: ${theme.space.xs};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
`;

export const ChartTooltipRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;

  &[data-total='true'] {
    margin-top: ${theme.space.xs};
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.color.border2};
  }
`;

export const ChartTooltipValue = styled.span`
  margin-left: auto;
  padding-left: ${theme.space.lg};
  font-weight: ${theme.font.weight.medium};
`;
