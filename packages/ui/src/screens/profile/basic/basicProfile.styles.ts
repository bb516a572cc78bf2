import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

/** The screen root; no outer padding (the host pads it), laid out by its own width. */
export const BasicProfilePage = styled.div`
  container: basic-profile / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  color: ${theme.color.text1};
`;

export const BasicProfilePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
  min-width: 0;
`;

export const BasicProfileHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const BasicProfileTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

export const BasicProfileSectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

/** The approval steps, centred under the title as in the reference, up to 640 px wide. */
export const BasicProfileStepsRow = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`;

export const BasicProfileGroupTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;
