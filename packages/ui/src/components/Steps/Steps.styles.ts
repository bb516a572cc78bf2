import { css, styled, type RuleSet } from 'styled-components';
import { theme } from '../../theme/tokens';

/**
 * The width one dot step needs beside the others (a six-character Chinese title or two lines of English). A row of
 * dot steps narrower than that per step lists them one under the other, whatever the viewport.
 */
const DOT_STEP_MIN_WIDTH = 96;

const NARROW_COUNTS = [2, 3, 4, 5, 6, 7, 8] as const;

/** `rules` for a horizontal dot list too narrow for its `data-count` steps (see DOT_STEP_MIN_WIDTH). */
function whenDotsCrowded(rules: (list: string) => RuleSet<object>) {
  return NARROW_COUNTS.map(
    (count) => css`
      @container pasture-steps (max-width: ${count * DOT_STEP_MIN_WIDTH - 1}px) {
        ${rules(`[data-type='dot'][data-direction='horizontal'][data-count='${count}']`)}
      }
    `,
  );
}

export const StepsList = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='vertical'] {
    flex-direction: column;
  }
  /* The list measures itself; a crowded row wraps one step a line (each step then takes the whole row). */
  &[data-type='dot'][data-direction='horizontal'] {
    container: pasture-steps / inline-size;
    flex-wrap: wrap;
  }
`;

/*
 * Per-status colours live in variables on the item, so the icon, title and connector pick them up with one
 * static rule each.
 */
export const StepItem = styled.li`
  --pc-step-icon-bg: ${theme.color.fill2};
  --pc-step-icon-fg: ${theme.color.text2};
  --pc-step-title: ${theme.color.text2};
  --pc-step-line: ${theme.color.border3};

  position: relative;
  display: flex;
  flex: 1;
  gap: ${theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  overflow: hidden;

  &:last-child {
    flex: none;
  }
  &[data-status='process'] {
    --pc-step-icon-bg: ${theme.color.primary};
    --pc-step-icon-fg: ${theme.color.onPrimary};
    --pc-step-title: ${theme.color.text1};
  }
  &[data-status='finish'] {
    --pc-step-icon-bg: ${theme.color.primaryBg};
    --pc-step-icon-fg: ${theme.color.primaryText};
    --pc-step-title: ${theme.color.text1};
    --pc-step-line: ${theme.color.primary};
  }
  &[data-status='error'] {
    --pc-step-icon-bg: ${theme.color.dangerBg};
    --pc-step-icon-fg: ${theme.color.dangerText};
    --pc-step-title: ${theme.color.dangerText};
  }

  [data-direction='horizontal'] > & + & {
    padding-left: ${theme.space.lg};
  }
  [data-direction='vertical'] > & {
    flex: none;
    overflow: visible;
    min-height: 72px;
  }
  [data-direction='vertical'] > &:last-child {
    min-height: 0;
  }

  /* Dot type: label under a small dot, connectors run between the dots (Arco's result-page progress). */
  [data-type='dot'][data-direction='horizontal'] > & {
    flex: 1 1 0;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space.sm};
    padding: 0;
    overflow: visible;
    text-align: center;
  }
  /* Dot connector: items share the width equally, so the next dot's centre is one item width away. */
  [data-type='dot'][data-direction='horizontal'] > &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 14px;
    left: calc(50% + 10px);
    width: calc(100% - 20px);
    height: 1px;
    background: var(--pc-step-line);
  }

  /* Crowded dot steps: the dot beside its label, the connector running down to the next dot. */
  ${whenDotsCrowded(
    (list) => css`
      ${list} > & {
        flex: 0 0 100%;
        flex-direction: row;
        align-items: flex-start;
        gap: ${theme.space.md};
        padding-bottom: ${theme.space.lg};
        text-align: start;
      }
      ${list} > &:last-child {
        padding-bottom: 0;
      }
      ${list} > &:not(:last-child)::after {
        top: 24px;
        bottom: -6px;
        left: 5px;
        width: 1px;
        height: auto;
      }
    `,
  )}
`;

export const StepIcon = styled.span`
  position: relative;
  z-index: 1;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: var(--pc-step-icon-bg);
  color: var(--pc-step-icon-fg);
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  transition:
    background-color ${theme.motion.normal} linear,
    color ${theme.motion.normal} linear;

  [data-type='dot'] & {
    width: 8px;
    height: 8px;
    margin: 10px 0;
    background: var(--pc-step-line);
  }
  [data-type='dot'] [data-status='process'] & {
    width: 10px;
    height: 10px;
    margin: 9px 0;
    background: ${theme.color.primary};
  }
  [data-type='dot'] [data-status='finish'] & {
    background: ${theme.color.primary};
  }
  [data-type='dot'] [data-status='error'] & {
    background: ${theme.color.danger};
  }
  /* Listed one under the other, every dot takes 10 px so the labels start at one place. */
  ${whenDotsCrowded(
    (list) => css`
      ${list} > li:not([data-status='process']) > & {
        margin: 10px 1px;
      }
    `,
  )}

  /* Vertical connector below the icon. */
  [data-direction='vertical'] > li:not(:last-child) > &::after {
    content: '';
    position: absolute;
    top: calc(100% + 4px);
    left: 50%;
    width: 1px;
    height: 40px;
    background: var(--pc-step-line);
    transform: translateX(-50%);
  }
`;

export const StepContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const StepTitle = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 28px;
  padding-right: ${theme.space.md};
  color: var(--pc-step-title);
  font-size: ${theme.font.size.lg};
  line-height: 1.5;
  white-space: nowrap;

  [data-status='process'] & {
    font-weight: ${theme.font.weight.medium};
  }

  /* Horizontal connector: a line from the end of the title to the next step. */
  [data-type='default'][data-direction='horizontal'] > li:not(:last-child) &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 100%;
    width: 9999px;
    height: 1px;
    background: var(--pc-step-line);
  }

  [data-type='dot'] & {
    justify-content: center;
    min-height: 0;
    padding: 0 ${theme.space.sm};
    font-size: ${theme.font.size.md};
    white-space: normal;
  }
  ${whenDotsCrowded(
    (list) => css`
      ${list} & {
        justify-content: flex-start;
        min-height: 28px;
        padding: 0;
      }
    `,
  )}
`;

/* A title wider than its share of the row ends in an ellipsis instead of being cut mid-letter. */
export const StepTitleText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;

  [data-type='dot'] & {
    overflow: visible;
  }
`;

export const StepDescription = styled.div`
  max-width: 160px;
  margin-top: ${theme.space.xxs};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 1.5;

  [data-type='dot'] & {
    max-width: none;
    padding: 0 ${theme.space.sm};
  }
  ${whenDotsCrowded(
    (list) => css`
      ${list} & {
        padding: 0;
      }
    `,
  )}
`;
