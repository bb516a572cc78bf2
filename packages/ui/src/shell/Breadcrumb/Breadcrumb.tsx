import { ChevronRight, House } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useMenuLabel } from '../../routing/useMenuLabel';
import { shellLocale } from '../locales';
import { styled } from 'styled-components';
import { Icon } from '../../components/Icon/Icon';
import type { RouteMeta } from '../../routing';
import { breadcrumbFor } from '../menuModel';
import { theme } from '../../theme/tokens';

/** Props of `Breadcrumb`: the route table and where the user is; the trail is computed from the two. */
export interface BreadcrumbProps {
  /** The route table the trail is derived from (hidden routes count, so every page gets its trail). */
  routes: readonly RouteMeta[];
  /** The current location's path. */
  currentPath: string;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.md};
  line-height: 24px;
`;

const Step = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};

  &[aria-current='page'] {
    color: ${theme.color.text1};
  }

  & > svg {
    color: ${theme.color.text4};
  }
`;

const HomeMark = styled.span`
  display: inline-flex;
  align-items: center;
`;

/**
 * Where the current page sits: a home icon, then the translated labels of its groups and of the page, derived
 * from the route table (no page declares its own trail).
 */
export function Breadcrumb({ routes, currentPath }: BreadcrumbProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const menuLabel = useMenuLabel();
  const labelKeys = breadcrumbFor({ routes, pathname: currentPath });
  return (
    <nav aria-label={t('shell.breadcrumb.label')}>
      <Trail>
        <Step {...(labelKeys.length === 0 ? { 'aria-current': 'page' as const } : {})}>
          <HomeMark>
            <Icon icon={House} size={14} label={t('shell.breadcrumb.home')} />
          </HomeMark>
        </Step>
        {labelKeys.map((key, index) => (
          <Step
            key={key}
            {...(index === labelKeys.length - 1 ? { 'aria-current': 'page' as const } : {})}
          >
            <Icon icon={ChevronRight} size={12} />
            <span>{menuLabel(key)}</span>
          </Step>
        ))}
      </Trail>
    </nav>
  );
}
