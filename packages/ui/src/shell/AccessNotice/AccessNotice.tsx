import { styled } from 'styled-components';
import { Alert } from '../../components/Alert/Alert';
import type { Role } from '../../constants';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { shellLocale } from '../locales';
import { theme } from '../../theme/tokens';

/** Props of `AccessNotice`: the page the role may not open, who may, and how the notice goes away. */
export interface AccessNoticeProps {
  /** The page the user asked for, as the menu names it, in the interface language (`Monitor`). */
  page: string;
  /** The roles that may open it (the route's role list without `'*'`), e.g. `['admin']`. */
  roles: readonly Role[];
  /** Called by the notice's close button; without it the notice has none. */
  onClose?: () => void;
}

const Banner = styled.div`
  margin-bottom: ${theme.space.md};
`;

/**
 * Says why the user is on this page instead of the one they asked for: a typed or bookmarked link to a page their
 * role may not open lands on the first page the role may open, and this notice names the page and the role it
 * needs, once. A status, so a screen reader announces it without taking focus.
 */
export function AccessNotice({ page, roles, onClose }: AccessNoticeProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const roleNames = roles.map((role) => t(`shell.access.roles.${role}`)).join(t('shell.access.or'));
  return (
    <Banner>
      <Alert
        type="info"
        role="status"
        title={t('shell.access.needsRole', { page, roles: roleNames })}
        description={t('shell.access.landed')}
        closable={onClose !== undefined}
        onClose={onClose}
      />
    </Banner>
  );
}
