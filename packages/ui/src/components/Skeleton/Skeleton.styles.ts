import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

export const SkeletonRoot = styled.div`
  display: flex;
  gap: ${theme.space.lg};
  width: 100%;
`;

export const SkeletonContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

export const SkeletonShape = styled.span`
  display: block;
  height: 16px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};

  &[data-shape='avatar'] {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  &[data-shape='title'] {
    width: 40%;
    height: 20px;
  }

  [data-animated='true'] & {
    background: linear-gradient(
      90deg,
      ${theme.color.fill2} 25%,
      ${theme.color.fill3} 37%,
      ${theme.color.fill2} 63%
    );
    background-size: 400% 100%;
    animation: ${shimmer} 1.5s ${theme.motion.easing} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-animated='true'] & {
      animation: none !important;
    }
  }
`;
