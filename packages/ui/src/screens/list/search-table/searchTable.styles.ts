import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';
import { PagePanel } from '../../../components/Page';

/*
 * The screen lays itself out by the width it is given (ADR 013): the filter form's grid, its collapse and the
 * toolbar follow the screen's own container, not the viewport. The host pads the screen.
 */
export const SearchTablePage = styled(PagePanel)`
  container-name: search-table;
`;

/** Filters beside their buttons on a wide page (Arco's layout), buttons under them on a narrow one. */
export const FiltersForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};

  @container search-table (width >= 1000px) {
    flex-direction: row;
    align-items: flex-start;
  }
`;

/**
 * Three filters a row on a wide page, two on a medium one, one on a phone. Collapsed, only the first row shows
 * (the toggle exists below 1000 px; above it both rows always fit).
 */
export const FiltersGrid = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${theme.space.lg};
  min-width: 0;

  /*
   * The rows are spaced by the form items' own bottom margin (FormItem: 20 px, or its message line); the grid sets
   * none. A margin-bottom on the grid's children had the same specificity as FormItem's own rule, so which one won
   * depended on which screen's code the page had loaded first (12 px after the group form, 20 px on a fresh page).
   */

  &[data-expanded='false'] > :nth-child(n + 2) {
    display: none;
  }

  @container search-table (width >= 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    &[data-expanded='false'] > :nth-child(2) {
      display: flex;
    }
  }
  @container search-table (width >= 1000px) {
    /* The middle column holds the date range, which needs two dates side by side. */
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr) minmax(0, 1fr);
    &[data-expanded='false'] > :nth-child(n + 2) {
      display: flex;
    }
  }
`;

export const FiltersActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  @container search-table (width >= 1000px) {
    flex-direction: column;
    align-items: stretch;
    padding-left: ${theme.space.xl};
    border-left: 1px solid ${theme.color.border2};
  }
`;

/** The expand toggle and its note exist only where the form can collapse. */
export const FiltersToggle = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.sm};

  @container search-table (width >= 1000px) {
    display: none;
  }
`;

export const TypeCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  white-space: nowrap;

  & > svg {
    flex: none;
    color: ${theme.color.text3};
  }
`;

export const NumberCell = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** The toolbar's running export: what is done, a bar, and Cancel. */
export const ProgressLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const ProgressBar = styled.progress`
  appearance: none;
  width: 120px;
  height: 6px;
  border: 0;
  border-radius: ${theme.radius.round};
  overflow: hidden;
  background: ${theme.color.fill3};
  color: ${theme.color.primary};

  &::-webkit-progress-bar {
    background: ${theme.color.fill3};
  }
  &::-webkit-progress-value {
    background: ${theme.color.primary};
    transition: width ${theme.motion.normal} linear;
  }
  &::-moz-progress-bar {
    background: ${theme.color.primary};
  }

  &[data-block] {
    width: 100%;
  }
`;

export const BulkCount = styled.span`
  color: ${theme.color.text2};
  font-variant-numeric: tabular-nums;
`;

export const EmptyText = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
`;

export const DialogStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${theme.space.lg};
`;

export const ImportSummary = styled.p`
  margin: 0;
  color: ${theme.color.text2};
`;

export const ImportOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const HiddenFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  color: ${theme.color.text2};
`;

export const RowErrors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.dangerText};
  white-space: normal;
`;

/** A preview cell that breaks a rule: the danger colour and a wavy underline (not colour alone). */
export const InvalidCell = styled.span`
  color: ${theme.color.dangerText};
  text-decoration: underline wavy;
  text-decoration-thickness: 1px;
  text-underline-offset: 3px;
`;

export const ReadyText = styled.span`
  color: ${theme.color.successText};
`;

export const RejectedList = styled.ul`
  max-height: 200px;
  margin: 0;
  padding-left: ${theme.space.xl};
  overflow: auto;
  color: ${theme.color.text2};
`;
