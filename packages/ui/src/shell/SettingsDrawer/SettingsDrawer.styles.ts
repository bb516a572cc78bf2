import { styled } from 'styled-components';
import { IconButton } from '../../components/IconButton/IconButton';
import { theme } from '../../theme/tokens';

export const Section = styled.section`
  margin-bottom: ${theme.space.xxl};
`;

export const SectionTitle = styled.h3`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: 32px;
  color: ${theme.color.text1};

  & > label {
    flex: 1;
    min-width: 0;
    cursor: pointer;
  }
`;

/* The Input primitive with − and + inside, sized for three digits; the browser's own spin buttons would double them. */
export const MenuWidthField = styled.span`
  display: inline-flex;
  flex: none;
  width: 112px;

  & input {
    font-variant-numeric: tabular-nums;
    text-align: center;
    appearance: textfield;
  }
  & input::-webkit-outer-spin-button,
  & input::-webkit-inner-spin-button {
    margin: 0;
    appearance: none;
  }
`;

export const ResetRow = styled.div`
  margin-top: ${theme.space.lg};
`;

/* Arco's fixed settings button: the primary round IconButton, 40 px, bottom-right, above content, under dialogs. */
export const FloatingButton = styled(IconButton)`
  && {
    --pc-icon-button-size: 40px;

    position: fixed;
    right: ${theme.space.xxl};
    bottom: ${theme.space.xxxl};
    z-index: ${theme.zIndex.sticky};
    box-shadow: ${theme.shadow[2]};
    font-size: 18px;
  }
`;
