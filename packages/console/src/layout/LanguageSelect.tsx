import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { Icon, isLocale, LOCALES, useLocale } from '@pasture/ui';

const Control = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.color.text2};

  > svg {
    position: absolute;
    pointer-events: none;
  }
  > svg:first-of-type {
    left: ${({ theme }) => theme.space.sm};
  }
  > svg:last-of-type {
    right: ${({ theme }) => theme.space.sm};
  }
`;

const Select = styled.select`
  height: ${({ theme }) => theme.size.control};
  padding: 0 28px 0 30px;
  border: 1px solid ${({ theme }) => theme.color.border2};
  border-radius: ${({ theme }) => theme.radius.round};
  appearance: none;
  background: ${({ theme }) => theme.color.bg2};
  color: ${({ theme }) => theme.color.text1};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.motion.fast} linear;

  &:hover {
    border-color: ${({ theme }) => theme.color.border3};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
    outline: none;
  }
  option {
    background: ${({ theme }) => theme.color.bgPopup};
    color: ${({ theme }) => theme.color.text1};
  }
`;

/** The interface language (zh-CN / en-US); the i18n instance saves the choice under `locale` (SPEC §3, §4). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  return (
    <Control>
      <Icon icon={Languages} size={16} />
      <Select
        aria-label={t('common.language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`common.languages.${option}`)}
          </option>
        ))}
      </Select>
      <Icon icon={ChevronDown} size={14} />
    </Control>
  );
}
