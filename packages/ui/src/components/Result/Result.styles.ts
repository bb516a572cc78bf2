import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const ResultRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  box-sizing: border-box;
  width: 100%;
  padding: ${theme.space.xxxl} ${theme.space.xxxl} ${theme.space.xxl};
  text-align: center;
`;

export const ResultIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  margin-bottom: ${theme.space.lg};

  &[data-kind='status'] {
    width: 45px;
    height: 45px;
    border-radius: 50%;
    font-size: 20px;
    background: ${theme.color.primaryBg};
    color: ${theme.color.primary};
  }
  &[data-kind='status'][data-status='success'] {
    background: ${theme.color.successBg};
    color: ${theme.color.success};
  }
  &[data-kind='status'][data-status='warning'] {
    background: ${theme.color.warningBg};
    color: ${theme.color.warning};
  }
  &[data-kind='status'][data-status='error'] {
    background: ${theme.color.dangerBg};
    color: ${theme.color.danger};
  }
  &[data-kind='illustration'] {
    margin-bottom: ${theme.space.md};
  }
`;

export const ResultTitle = styled.h2`
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5715;
`;

export const ResultSubTitle = styled.div`
  margin-top: ${theme.space.xxs};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const ResultExtra = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
`;

export const ResultContent = styled.div`
  width: 100%;
  margin-top: ${theme.space.xl};
  text-align: left;
`;
