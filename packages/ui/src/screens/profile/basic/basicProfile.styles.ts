import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';
import { Page } from '../../../components/Page';

export const BasicProfilePage = styled(Page)`
  container-name: basic-profile;
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
