import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { PagePanel } from '../../components/Page';

/** A result page: one panel, the result centred in it (the host pads the page; ADR 013). */
export const ResultPage = styled(PagePanel)`
  container-name: result-page;
  align-items: center;
  gap: 0;
  min-height: 100%;
  padding: ${theme.space.xxxl} ${theme.space.xl};

  @container result-page (width >= 720px) {
    padding-block: 72px;
  }
`;

/** The grey box under the result (progress, error details), as wide as the page allows up to 880 px. */
export const ResultBox = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 880px;
  margin: ${theme.space.xxl} auto 0;
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill1};
  text-align: left;
`;

export const ResultBoxTitle = styled.h2`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

export const ResultDetails = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding-left: ${theme.space.xl};
  color: ${theme.color.text1};
  line-height: 1.5715;
`;
