import type { ReactNode } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { loginLocale } from '../../../auth/locales';
import { useClientVariant, useClientVariantTitle } from '../../../clientVariants';
import { LoginBanner } from './LoginBanner';
import { LoginLanguageSwitch } from './LoginLanguageSwitch';
import {
  BannerColumn,
  Brand,
  FormSlot,
  Footer,
  LoginPage,
  LoginTools,
  MainColumn,
  MobileBrand,
} from './LoginLayout.styles';

export interface LoginLayoutProps {
  /** The form shown on the right: login or forgot password. */
  children: ReactNode;
}

/**
 * Banner on the left (hidden on narrow screens), the form centred on the right with the language switch in its corner,
 * the footer below it.
 */
export function LoginLayout({ children }: LoginLayoutProps) {
  const { t } = useFeatureTranslation(loginLocale);
  const { Logo } = useClientVariant();
  const title = useClientVariantTitle();
  return (
    <LoginPage>
      <BannerColumn>
        <Brand>
          <Logo size={32} />
          <span>{title}</span>
        </Brand>
        <LoginBanner />
      </BannerColumn>
      <MainColumn>
        <LoginTools>
          <LoginLanguageSwitch />
        </LoginTools>
        <MobileBrand>
          <Logo size={28} />
          <span>{title}</span>
        </MobileBrand>
        <FormSlot>{children}</FormSlot>
        <Footer>{t('login.footer')}</Footer>
      </MainColumn>
    </LoginPage>
  );
}
