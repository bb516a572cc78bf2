import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { shellLocale } from '../locales';
import { styled } from 'styled-components';
import { useClientVariantTitle } from '../../clientVariants';
import { theme } from '../../theme/tokens';

/** Props of `Footer`. The title comes from the client variant, so usually no prop is needed. */
export interface FooterProps {
  /** Year shown in the copyright line; defaults to the current year. */
  year?: number;
}

const FooterBar = styled.footer`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${theme.space.sm} ${theme.space.lg};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.md};
  text-align: center;
`;

/** The product footer: a copyright line with the client variant's title. */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const title = useClientVariantTitle();
  return <FooterBar>{t('shell.footer.copyright', { year, title })}</FooterBar>;
}
