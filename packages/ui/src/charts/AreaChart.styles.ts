import { styled } from 'styled-components';
import { theme } from '../theme/tokens';
import { chartColors } from './chartTheme';

export const ChartFigure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  min-width: 0;
`;

export const ChartLegendRow = styled.div`
  display: flex;
  justify-content: flex-end;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
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
  .pc-chart-grid line {
    stroke: ${chartColors.grid};
    stroke-dasharray: 4 4;
  }
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
`;

export const ChartTooltipSwatch = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: ${theme.radius.round};
`;

export const ChartTooltipValue = styled.span`
  margin-left: auto;
  padding-left: ${theme.space.lg};
  font-weight: ${theme.font.weight.medium};
`;
