import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { quietIconButton } from '../shared/styles';

export const AlertRoot = styled.div`
  --pc-alert-bg: ${theme.color.primaryBg};
  --pc-alert-icon: ${theme.color.primary};

  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  padding: 9px ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: var(--pc-alert-bg);
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;

  &[data-type='success'] {
    --pc-alert-bg: ${theme.color.successBg};
    --pc-alert-icon: ${theme.color.success};
  }
  &[data-type='warning'] {
    --pc-alert-bg: ${theme.color.warningBg};
    --pc-alert-icon: ${theme.color.warning};
  }
  &[data-type='error'] {
    --pc-alert-bg: ${theme.color.dangerBg};
    --pc-alert-icon: ${theme.color.danger};
  }
  &[data-has-title='true'] {
    padding: ${theme.space.lg};
  }
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: 22px;
  color: var(--pc-alert-icon);
  font-size: ${theme.font.size.lg};

  [data-has-title='true'] > & {
    height: 24px;
  }
`;

export const AlertBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const AlertTitle = styled.div`
  margin-bottom: ${theme.space.xs};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

export const AlertDescription = styled.div`
  color: ${theme.color.text2};

  [data-has-title='false'] & {
    color: ${theme.color.text1};
  }
`;

export const AlertAction = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  align-self: center;
`;

export const AlertClose = styled.button`
  ${quietIconButton()}
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0 -4px 0 0;
  font-size: 12px;
`;
