import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

export const LoginPage = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${theme.color.bg1};
`;

export const BannerColumn = styled.aside`
  position: relative;
  flex: 0 0 550px;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  color: #fff;
  background: linear-gradient(163.85deg, #1d2129 0%, #00308f 100%);

  @media (max-width: 1024px) {
    flex-basis: 420px;
  }
  @media (max-width: ${theme.breakpoint.mobile}px) {
    display: none;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: 22px 24px;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  line-height: 28px;
`;

export const MainColumn = styled.main`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 0;
  padding: 0 ${theme.space.lg};
`;

/* The language switch in the corner, level with the brand (22 px from the top, as the brand's row). */
export const LoginTools = styled.div`
  position: absolute;
  top: 20px;
  right: ${theme.space.xl};
  display: flex;
  gap: ${theme.space.sm};
`;

export const MobileBrand = styled(Brand)`
  display: none;
  align-self: stretch;
  padding-left: 0;
  color: ${theme.color.text1};
  @media (max-width: ${theme.breakpoint.mobile}px) {
    display: flex;
  }
`;

export const FormSlot = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  padding: ${theme.space.xxxl} 0;
`;

export const Footer = styled.footer`
  padding: ${theme.space.lg} 0 ${theme.space.xl};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.md};
  text-align: center;
`;
