import { styled } from 'styled-components';
import { Page } from '../../../components/Page';
import { containerColumns } from '../../../components/shared/styles';
import { theme } from '../../../theme/tokens';
import { Trend } from '../../../components/Trend';

/*
 * The page lays itself out by the width it is given (ADR 013): container queries on the root, no outer padding.
 */
export const MultiDimensionRoot = styled(Page)`
  container-name: multi-dimension;
`;

/** The overview and the radar: side by side when the radar gets its 320 px and the overview the rest. */
export const MultiDimensionTop = styled.div`
  ${containerColumns('multi-dimension', { 1000: 'minmax(0, 2.2fr) minmax(320px, 1fr)' })}
`;

/** The four chain-growth cards: four in a row, two, or one. */
export const ChainGrid = styled.div`
  ${containerColumns('multi-dimension', {
    560: 'repeat(2, minmax(0, 1fr))',
    1080: 'repeat(4, minmax(0, 1fr))',
  })}
`;

/** The three source donuts: side by side when each gets 240 px. */
export const SourceGrid = styled.div`
  ${containerColumns('multi-dimension', { 760: 'repeat(3, minmax(0, 1fr))' }, theme.space.xl)}
`;

export const OverviewFigures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg};
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;

  @container multi-dimension (width >= 720px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The tinted square behind a figure's icon, one tint per metric. */
export const OverviewIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.md};
  font-size: 16px;

  &[data-metric='contentProduction'] {
    background: ${theme.color.warningBg};
    color: ${theme.color.warningText};
  }
  &[data-metric='contentClick'] {
    background: ${theme.color.successBg};
    color: ${theme.color.successText};
  }
  &[data-metric='contentExposure'] {
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }
  &[data-metric='activeUsers'] {
    background: ${theme.color.dangerBg};
    color: ${theme.color.dangerText};
  }
`;

export const ChainValue = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1.3;
`;

/* The colours are the Trend's (one rule for the console); here only its size beside the figure. */
export const ChainTrend = styled(Trend)`
  font-size: ${theme.font.size.sm};
`;
