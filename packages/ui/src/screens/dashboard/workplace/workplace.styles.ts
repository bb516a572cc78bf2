import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

export const WorkplaceLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: ${theme.space.lg};
  align-items: start;
  padding: ${theme.space.xl};
  color: ${theme.color.text1};

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const WorkplaceColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

export const WorkplaceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg};

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const WorkplacePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
  min-width: 0;
`;

export const WorkplaceWelcome = styled.h1`
  margin: 0;
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.4;
`;

export const WorkplaceSectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
`;

export const WorkplaceSectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
`;

export const WorkplaceDivider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.color.border2};
`;
