import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/* Movement only, no fade: the message is readable (and counts as visible) from its first frame. */
const appear = keyframes`
  from { transform: translateY(-4px); }
  to { transform: none; }
`;

export const FormItemLabelColumn = styled.div`
  display: flex;
  align-items: center;
  min-height: 0;

  [data-layout='horizontal'] > & {
    flex: none;
    justify-content: flex-end;
    width: var(--pc-form-label-width);
    min-height: ${theme.size.control};
    text-align: right;
  }
`;

/**
 * The narrowest control a horizontal item keeps beside its label: below its label column, the gap and this, the
 * label goes above the control (`FormItem`'s `stackBelow`).
 */
export const HORIZONTAL_CONTROL_MIN_WIDTH = 200;

export const FormItemRoot = styled.div<{ $stackBelow: number }>`
  --pc-form-label-width: 120px;

  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};

  /*
   * Label and control side by side while the item is wide enough; narrower (a phone, a narrow column), the label
   * takes a line of its own above the control, as the vertical layout. The item is the container it measures, so
   * the same form lays out by the room it gets, not by the window.
   */
  &[data-layout='horizontal'] {
    container: pasture-form-item / inline-size;
    flex-flow: row wrap;
    align-items: flex-start;
    gap: ${theme.space.sm} ${theme.space.lg};
  }
  @container pasture-form-item (max-width: ${({ $stackBelow }) => $stackBelow - 0.02}px) {
    &[data-layout='horizontal'] > ${FormItemLabelColumn} {
      flex: 0 0 100%;
      justify-content: flex-start;
      width: auto;
      min-height: 0;
      text-align: start;
    }
  }
  /*
   * The message line takes the place of the bottom margin (as Arco's), 4 px taller: the text sits close under its
   * control and keeps clear of the next label, and an error pushes the form down by those 4 px only.
   */
  &[data-has-message='true'] {
    margin-bottom: 0;
  }
`;

export const FormItemLabelText = styled.label`
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
  overflow-wrap: anywhere;
`;

export const RequiredMark = styled.span`
  margin-right: ${theme.space.xs};
  color: ${theme.color.dangerText};
  font-size: ${theme.font.size.md};
  line-height: 1;
`;

export const FormItemControlColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const FormItemMessage = styled.div`
  box-sizing: border-box;
  min-height: calc(${theme.space.xl} + ${theme.space.xs});
  padding: ${theme.space.xxs} 0 6px;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 16px;

  &[data-kind='error'] {
    color: ${theme.color.dangerText};
    animation: ${appear} ${theme.motion.normal} ${theme.motion.easing};
  }
`;
