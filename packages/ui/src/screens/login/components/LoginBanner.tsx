import { Building2, ShieldCheck, Wifi } from 'lucide-react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { loginLocale } from '../../../auth/locales';
import { styled } from 'styled-components';
import { Icon } from '../../../components';
import { theme } from '../../../theme/tokens';

const BannerBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxl};
  padding: 0 ${theme.space.xxxl} 60px;
  text-align: center;
`;

const BannerTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  line-height: 28px;
  color: #fff;
`;

const BannerSubtitle = styled.p`
  margin-top: ${theme.space.sm};
  font-size: ${theme.font.size.md};
  line-height: 22px;
  color: rgba(255, 255, 255, 0.78);
`;

const Points = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  font-size: ${theme.font.size.md};
  color: rgba(255, 255, 255, 0.86);

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
  svg {
    flex: none;
    color: #94bfff;
  }
`;

/** Decorative pasture scene drawn for the product: barn, fence, hills and a dashboard card. */
function PastureIllustration() {
  return (
    <svg width="320" height="220" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="196" rx="150" ry="18" fill="#0E42D2" opacity="0.45" />
      <path d="M10 190c40-40 90-52 150-40s100 8 150-20v60H10Z" fill="#1D4DD2" />
      <path d="M10 196c50-28 110-34 170-20s90 6 130-12v40H10Z" fill="#306FFF" />
      <g fill="none" stroke="#BEDAFF" strokeWidth="3" strokeLinecap="round">
        <path d="M36 170v-26M62 166v-26M88 163v-26M114 161v-26" />
        <path d="M30 150h90M30 160h90" />
      </g>
      <path d="M196 150v-46l34-26 34 26v46Z" fill="#E8F3FF" />
      <path
        d="M188 108l42-34 42 34"
        fill="none"
        stroke="#6AA1FF"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <rect x="218" y="120" width="24" height="30" rx="2" fill="#165DFF" />
      <path d="M218 120l24 30M242 120l-24 30" stroke="#BEDAFF" strokeWidth="2" />
      <rect x="40" y="28" width="128" height="84" rx="8" fill="#E8F3FF" />
      <rect x="52" y="40" width="48" height="8" rx="4" fill="#94BFFF" />
      <path
        d="M54 96l22-18 18 10 24-26 26 14"
        fill="none"
        stroke="#165DFF"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="144" cy="76" r="5" fill="#165DFF" />
      <circle cx="272" cy="40" r="16" fill="#FFE27A" />
    </svg>
  );
}

/** The left half of the login page: the product's promise, in the operator's language. */
export function LoginBanner() {
  const { t } = useFeatureTranslation(loginLocale);
  return (
    <BannerBody>
      <div>
        <BannerTitle>{t('login.bannerTitle')}</BannerTitle>
        <BannerSubtitle>{t('login.bannerSubtitle')}</BannerSubtitle>
      </div>
      <PastureIllustration />
      <Points>
        <li>
          <Icon icon={Building2} size={16} />
          {t('login.bannerPoints.farms')}
        </li>
        <li>
          <Icon icon={ShieldCheck} size={16} />
          {t('login.bannerPoints.roles')}
        </li>
        <li>
          <Icon icon={Wifi} size={16} />
          {t('login.bannerPoints.offline')}
        </li>
      </Points>
    </BannerBody>
  );
}
