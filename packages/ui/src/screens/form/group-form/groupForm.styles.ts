import { styled } from 'styled-components';
import { Page } from '../../../components/Page';
import { theme } from '../../../theme/tokens';

/** The screen root: the page is one form. */
export const GroupFormPage = styled(Page)`
  container-name: group-form;
`;

export const GroupFormSection = styled.section`
  padding: ${theme.space.xl} ${theme.space.xl} ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
`;

export const GroupFormSectionTitle = styled.h2`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

/** Three fields a row on a wide screen, two on a medium one, one on a narrow one. */
export const GroupFormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${theme.space.xxxl};
  /* A field's hint line sits under its box; the next row keeps clear of it. */
  row-gap: ${theme.space.sm};

  @container group-form (width >= 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container group-form (width >= 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * The action bar stays at the bottom of the window while the form is longer than it (Arco's fixed footer), and rests
 * under the last group when the whole form fits.
 */
export const GroupFormActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${theme.zIndex.sticky};
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xl};
  border-top: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md} ${theme.radius.md} 0 0;
  background: ${theme.color.bg2};
  box-shadow: ${theme.shadow[1]};
`;
