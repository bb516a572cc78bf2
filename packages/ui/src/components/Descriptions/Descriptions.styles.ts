import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const DescriptionsRoot = styled.div`
  container-type: inline-size;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const DescriptionsTitle = styled.div`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
`;

/*
 * A grid of label/value pairs: `--pc-descriptions-columns` comes from the `column` prop and falls back to fewer
 * columns when the block itself is narrow (container queries, so it follows a side panel as well as a phone).
 */
export const DescriptionsList = styled.dl`
  --pc-descriptions-columns: var(--pc-descriptions-max, 3);

  display: grid;
  grid-template-columns: repeat(var(--pc-descriptions-columns), minmax(0, 1fr));
  gap: ${theme.space.md} ${theme.space.xxl};
  margin: 0;

  @container (max-width: 720px) {
    --pc-descriptions-columns: min(2, var(--pc-descriptions-max, 3));
  }
  @container (max-width: 560px) {
    --pc-descriptions-columns: 1;
  }

  &[data-bordered='true'] {
    gap: 0;
    overflow: hidden;
    border: 1px solid ${theme.color.border2};
    border-radius: ${theme.radius.md};
  }
`;

/* A span never exceeds the columns there are, or the grid would grow implicit ones. */
export const DescriptionsItem = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  min-width: 0;

  &[data-span='2'] {
    grid-column: span 2;
  }
  &[data-span='3'] {
    grid-column: span 3;
  }
  @container (max-width: 720px) {
    &[data-span='3'] {
      grid-column: span 2;
    }
  }
  @container (max-width: 560px) {
    &[data-span] {
      grid-column: auto;
    }
  }

  [data-layout='vertical'] > & {
    flex-direction: column;
    gap: ${theme.space.xxs};
  }

  & > dt {
    flex: none;
    color: ${theme.color.text3};
  }
  /* With a label width, the values of a column start at one place (the label column), not after each label. */
  [data-layout='horizontal']:not([data-bordered='true']) > & > dt {
    width: var(--pc-descriptions-label-width, auto);
  }
  & > dd {
    min-width: 0;
    margin: 0;
    color: ${theme.color.text1};
    overflow-wrap: anywhere;
  }

  [data-bordered='true'] > & {
    gap: 0;
    border-right: 1px solid ${theme.color.border2};
    border-bottom: 1px solid ${theme.color.border2};
    margin: 0 -1px -1px 0;
  }
  [data-bordered='true'] > & > dt,
  [data-bordered='true'] > & > dd {
    padding: ${theme.space.md} ${theme.space.xl};
  }
  [data-bordered='true'][data-layout='horizontal'] > & > dt {
    width: var(--pc-descriptions-label-width, 120px);
    box-sizing: border-box;
    border-right: 1px solid ${theme.color.border2};
    background: ${theme.color.fill1};
  }
  [data-bordered='true'][data-layout='vertical'] > & > dt {
    padding-bottom: 0;
  }

  /*
   * A phone-wide block (or a narrow drawer) has no room for a label column beside the value: each label goes above
   * its value, which then has the whole width.
   */
  @container (max-width: 560px) {
    [data-layout='horizontal'] > & {
      flex-direction: column;
      gap: ${theme.space.xxs};
    }
    [data-layout='horizontal']:not([data-bordered='true']) > & > dt {
      width: auto;
    }
    [data-bordered='true'][data-layout='horizontal'] > & > dt {
      width: auto;
      border-right: 0;
      padding-bottom: 0;
    }
    [data-bordered='true'][data-layout='horizontal'] > & > dd {
      padding-top: ${theme.space.xxs};
    }
  }
`;
