import { styled } from 'styled-components';
import { Page } from '../../../components/Page';
import { containerColumns } from '../../../components/shared/styles';
import { theme } from '../../../theme/tokens';

/*
 * The page lays itself out by the width it is given (ADR 013): container queries on the root, no outer padding.
 */
export const AnalysisRoot = styled(Page)`
  container-name: data-analysis;
`;

/** The four statistic tiles: four in a row on a wide page, two on a medium one, one on a phone. */
export const OpinionGrid = styled.div`
  ${containerColumns('data-analysis', {
    560: 'repeat(2, minmax(0, 1fr))',
    1080: 'repeat(4, minmax(0, 1fr))',
  })}
`;

/**
 * The publishing chart and the author table: side by side when each gets enough room. The author table needs about
 * 440 px (its card pads 20 px each side) before it would scroll sideways.
 */
export const AnalysisRow = styled.div`
  ${containerColumns('data-analysis', { 1120: 'minmax(0, 1.5fr) minmax(490px, 1fr)' })}
`;

/** One statistic tile: a tinted panel with its own container, so its chart goes beside or under the figures. */
export const OpinionTile = styled.section`
  container: opinion-tile / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  padding: ${theme.space.lg} ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: linear-gradient(180deg, ${theme.color.primaryBg} 0%, ${theme.color.bg2} 100%);

  &[data-quota='published'] {
    background: linear-gradient(180deg, ${theme.color.successBg} 0%, ${theme.color.bg2} 100%);
  }
  &[data-quota='share'] {
    background: linear-gradient(180deg, ${theme.color.warningBg} 0%, ${theme.color.bg2} 100%);
  }
`;

export const OpinionTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

/** Height of every tile's small chart (line, bars or donut), so the four tiles line up. */
export const OPINION_CHART_HEIGHT = 64;

/*
 * One layout for the four tiles (Arco's): the figure and yesterday's change on the left, the small chart on the right
 * at one height, bottoms aligned. A tile too narrow for the change beside the chart puts it on a line of its own.
 */
export const OpinionBody = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  grid-template-rows: auto auto;
  grid-template-areas:
    'value chart'
    'growth growth';
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: end;

  @container opinion-tile (width >= 330px) {
    grid-template-areas:
      'value chart'
      'growth chart';
  }
`;

export const OpinionChart = styled.div`
  grid-area: chart;
  display: flex;
  justify-content: flex-end;
  min-width: 0;
  height: ${OPINION_CHART_HEIGHT}px;

  & > * {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const OpinionValue = styled.p`
  grid-area: value;
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1.3;
`;

export const OpinionGrowthLine = styled.p`
  grid-area: growth;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};

  /* The trend's colours are the Trend's (one rule for the console); here only its size. */
  & > [data-direction] {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;
