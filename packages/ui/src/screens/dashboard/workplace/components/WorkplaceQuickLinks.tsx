import { BarChart3, FileText, Flame, Megaphone, Settings } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { styled } from 'styled-components';
import { Icon } from '../../../../components/Icon';
import { Permission, type PermissionRoles } from '../../../../auth/Permission';
import { theme } from '../../../../theme/tokens';

/** Where a quick link goes: a console route path. */
export interface WorkplaceNavigateEvent {
  /** The console route of the chosen link (e.g. `/list/search-table`), to hand to the host's router. */
  path: string;
}

export interface WorkplaceQuickLinksProps {
  /** Called with the route path of the chosen link; the host navigates (the library has no router). */
  onNavigate: (event: WorkplaceNavigateEvent) => void;
}

/**
 * The quick links, each with the roles of the page it opens (contract §2, §6: the analysis and both forms are admin
 * only), so a role is never offered a page it cannot open. A unit test holds the roles to the route table's.
 */
export const workplaceQuickLinks: ReadonlyArray<{
  key: 'contentManagement' | 'contentStatistics' | 'advanced' | 'onlinePromotion' | 'putIn';
  icon: LucideIcon;
  path: string;
  roles: PermissionRoles;
}> = [
  { key: 'contentManagement', icon: FileText, path: '/list/search-table', roles: ['*'] },
  {
    key: 'contentStatistics',
    icon: BarChart3,
    path: '/visualization/data-analysis',
    roles: ['admin'],
  },
  { key: 'advanced', icon: Settings, path: '/form/group', roles: ['admin'] },
  { key: 'onlinePromotion', icon: Megaphone, path: '/list/card', roles: ['*'] },
  { key: 'putIn', icon: Flame, path: '/form/step', roles: ['admin'] },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  /* No side padding: the side column's three cells are ≈ 74 px, room for 'management' on a line of its own, so an
     English label breaks between words; inside a word only if one is ever longer than the cell. */
  padding: ${theme.space.sm} 0;
  overflow-wrap: break-word;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text1};
  font: inherit;
  font-size: ${theme.font.size.xs};
  line-height: 1.4;
  cursor: pointer;

  &:hover {
    background: ${theme.color.fill2};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadow.focusVisible};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill2};
  color: ${theme.color.text2};
  font-size: 16px;
`;

/** Shortcut buttons to frequent pages, like Arco Pro's 'Quick Operation': only those the user's role may open. */
export function WorkplaceQuickLinks({ onNavigate }: WorkplaceQuickLinksProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  return (
    <Grid>
      {workplaceQuickLinks.map((link) => (
        <Permission key={link.key} roles={link.roles}>
          <li>
            <LinkButton type="button" onClick={() => onNavigate({ path: link.path })}>
              <IconBox aria-hidden="true">
                <Icon icon={link.icon} />
              </IconBox>
              {t(`workplace.quick.${link.key}`)}
            </LinkButton>
          </li>
        </Permission>
      ))}
    </Grid>
  );
}
