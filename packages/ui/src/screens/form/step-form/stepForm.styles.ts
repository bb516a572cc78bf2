import { styled } from 'styled-components';
import { Steps } from '../../../components/Steps';
import { theme } from '../../../theme/tokens';

/** The screen root; no outer padding (the host pads it), laid out by its own width. */
export const StepFormPage = styled.section`
  container: step-form / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxl};
  padding: ${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
  color: ${theme.color.text1};
`;

export const StepFormTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

/** The steps sit centred over the form, as wide as they need up to 760 px. */
export const StepFormSteps = styled(Steps)`
  width: 100%;
  max-width: 760px;
  margin: ${theme.space.lg} auto 0;
`;

/** One column, centred; the label column (120 px) plus the controls. */
export const StepFormBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

/**
 * The heading of the step shown, for screen readers (the steps above already show it; the screen hides it visually):
 * focus lands here when the step changes, so reading starts with the step's name and the next Tab reaches its first
 * field.
 */
export const StepFormSectionTitle = styled.h2`
  margin: 0;
`;

/** The buttons line up with the controls, past the label column and its gap (stacked on a narrow screen). */
export const StepFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  padding-left: calc(120px + ${theme.space.lg});

  @container step-form (max-width: 480px) {
    padding-left: 0;
  }
`;

export const StepFormHint = styled.p`
  margin: ${theme.space.md} 0 0;
  padding-left: calc(120px + ${theme.space.lg});
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 1.5;

  @container step-form (max-width: 480px) {
    padding-left: 0;
  }
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
