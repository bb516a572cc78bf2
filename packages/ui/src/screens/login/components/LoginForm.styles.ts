import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

export const FormPanel = styled.section`
  width: 320px;
  max-width: 100%;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.medium};
  line-height: 32px;
  color: ${theme.color.text1};
`;

export const Subtitle = styled.p`
  margin-top: ${theme.space.xs};
  font-size: ${theme.font.size.lg};
  line-height: 24px;
  color: ${theme.color.text3};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  margin-top: ${theme.space.xxl};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

export const OptionsRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin: ${theme.space.xs} 0 ${theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
`;

export const ErrorSlot = styled.div`
  margin-bottom: ${theme.space.md};
`;
