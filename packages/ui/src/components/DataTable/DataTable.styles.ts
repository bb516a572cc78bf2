import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const DataTableRoot = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

export const DataTableToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  min-height: ${theme.size.control};
`;

export const DataTableTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
`;

export const DataTableStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const DataTableActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-inline-start: auto;
`;

export const SettingsSection = styled.section`
  & + & {
    margin-top: ${theme.space.lg};
  }
  & > h3 {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
  }
`;

export const SettingsList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: ${theme.size.control};
  }
  & > li > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const SettingsFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space.lg};
`;
