import { css, styled } from 'styled-components';
import { HORIZONTAL_CONTROL_MIN_WIDTH } from '../../../components/FormItem/FormItem.styles';
import type { Locale } from '../../../i18n/locale';
import { PagePanel } from '../../../components/Page';
import { Steps } from '../../../components/Steps';
import { theme } from '../../../theme/tokens';

/** The screen root: its steps, form and result further apart, and room under the form's buttons. */
export const StepFormPage = styled(PagePanel)`
  container-name: step-form;
  gap: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxxl};
`;

/** The steps sit centred over the form, as wide as they need up to 760 px. */
export const StepFormSteps = styled(Steps)`
  width: 100%;
  max-width: 760px;
  margin: ${theme.space.lg} auto 0;
`;

/**
 * The label column by language: the longest label in one line (en-US 'Advertising content' with its required mark
 * needs ~150 px, issue 18).
 */
export const STEP_FORM_LABEL_WIDTH: Readonly<Record<Locale, number>> = {
  'zh-CN': 120,
  'en-US': 160,
};

/** Below this page width (px) the three steps are listed one under the other: their titles no longer fit a row. */
export const STEP_FORM_VERTICAL_STEPS_BELOW = 600;

/** One column, centred; the label column plus the controls. */
export const StepFormBody = styled.div`
  container: step-form-body / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

/**
 * Lines up with the controls, past the label column and its gap; flush left where the fields stack their labels
 * above the controls (`FormItem`: narrower than the label column, the gap and a 200 px control).
 */
const besideLabels = css<{ $labelWidth: number }>`
  padding-left: ${({ $labelWidth }) => $labelWidth + 16}px;

  @container step-form-body (max-width: ${({ $labelWidth }) => $labelWidth + 16 + HORIZONTAL_CONTROL_MIN_WIDTH - 0.02}px) {
    padding-left: 0;
  }
`;

/**
 * The heading of the step shown, for screen readers (the steps above already show it; the screen hides it visually):
 * focus lands here when the step changes, so reading starts with the step's name and the next Tab reaches its first
 * field.
 */
export const StepFormSectionTitle = styled.h2`
  margin: 0;
`;

/** The buttons, under the controls. */
export const StepFormActions = styled.div<{ $labelWidth: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  ${besideLabels}
`;

export const StepFormHint = styled.p<{ $labelWidth: number }>`
  margin: ${theme.space.md} 0 0;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 1.5;
  ${besideLabels}
`;

/** What was submitted, on the finish step: a grey box under the result, as Arco's explanation area. */
export const StepFormSummary = styled.div`
  width: 100%;
  max-width: 640px;
  margin: ${theme.space.xl} auto 0;
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill1};
  text-align: left;
`;

export const StepFormSummaryTitle = styled.h3`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;
