import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { settingsLocale } from '../../settings/locales';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Drawer } from '../../components/Drawer/Drawer';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { Input } from '../../components/Input/Input';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Switch } from '../../components/Switch/Switch';
import { useToaster } from '../../components/Toast/ToasterContext';
import { SETTINGS_DRAWER_WIDTH, type AppSettings } from '../../constants';
import { isLocale, LOCALES, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { clampMenuWidth, MENU_WIDTH_MAX, MENU_WIDTH_MIN } from '../../settings/settingsStore';
import { useSettings, useSettingsStore } from '../../settings/SettingsProvider';
import { MenuWidthField, ResetRow, Row, Section, SectionTitle } from './SettingsDrawer.styles';

/** The menu width moves in steps of this many px with the +/- buttons and the arrow keys. */
const MENU_WIDTH_STEP = 10;

type ToggleKey =
  'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak';

const CONTENT_TOGGLES: readonly ToggleKey[] = [
  'navbar',
  'menu',
  'topMenu',
  'footer',
  'tabBar',
  'menuFromServer',
];

const LANGUAGE_LABEL_KEYS = {
  'zh-CN': 'settings.languageZh',
  'en-US': 'settings.languageEn',
} as const satisfies Record<Locale, string>;

/** Props of `SettingsDrawer`: its open state only; the settings it edits live in the nearest `SettingsProvider`. */
export interface SettingsDrawerProps {
  /** Whether the drawer is open. The parent owns this state. */
  open: boolean;
  /** Called with `false` when the user closes the drawer (close buttons, Escape, a click on the mask). */
  onOpenChange: (open: boolean) => void;
}

function SettingSwitch({ name }: { name: ToggleKey }) {
  const { t } = useFeatureTranslation(settingsLocale);
  const id = useId();
  const settings = useSettings();
  const store = useSettingsStore();
  return (
    <Row>
      <label htmlFor={id}>{t(`settings.${name}`)}</label>
      <Switch
        id={id}
        size="small"
        checked={settings[name]}
        onCheckedChange={(checked) => store.update({ [name]: checked } as Partial<AppSettings>)}
      />
    </Row>
  );
}

/*
 * A native number box rather than InputNumber: its steppers are named for what they do to the menu ("Narrower
 * menu") and stay in the tab order, and the store clamps the value itself.
 */
function MenuWidthInput() {
  const { t } = useFeatureTranslation(settingsLocale);
  const id = useId();
  const { menuWidth } = useSettings();
  const store = useSettingsStore();
  // What the user is typing; a value outside the range (e.g. "3" on the way to "300") waits for blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft !== null) {
      const typed = Number(draft);
      if (draft.trim() !== '' && Number.isFinite(typed)) store.update({ menuWidth: typed });
      setDraft(null);
    }
  };
  const step = (delta: number) => {
    setDraft(null);
    store.update({ menuWidth: clampMenuWidth(menuWidth + delta) });
  };

  return (
    <Row>
      <label htmlFor={id}>{t('settings.menuWidth')}</label>
      <MenuWidthField>
        <Input
          id={id}
          size="small"
          type="number"
          inputMode="numeric"
          min={MENU_WIDTH_MIN}
          max={MENU_WIDTH_MAX}
          step={MENU_WIDTH_STEP}
          value={draft ?? String(menuWidth)}
          prefix={
            <IconButton
              label={t('settings.decrease')}
              icon={<Icon icon={Minus} />}
              size="mini"
              aria-controls={id}
              disabled={menuWidth <= MENU_WIDTH_MIN}
              onClick={() => step(-MENU_WIDTH_STEP)}
            />
          }
          suffix={
            <IconButton
              label={t('settings.increase')}
              icon={<Icon icon={Plus} />}
              size="mini"
              aria-controls={id}
              disabled={menuWidth >= MENU_WIDTH_MAX}
              onClick={() => step(MENU_WIDTH_STEP)}
            />
          }
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const typed = Number(next);
            if (next.trim() !== '' && typed >= MENU_WIDTH_MIN && typed <= MENU_WIDTH_MAX) {
              store.update({ menuWidth: typed });
            }
          }}
          onBlur={commit}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </MenuWidthField>
    </Row>
  );
}

/** The language row: the same choice as the navbar's `LanguageSwitch`, as a segmented control in the drawer. */
function LanguageSetting() {
  const { t } = useFeatureTranslation(settingsLocale);
  const labelId = useId();
  const { locale, setLocale } = useLocale();
  return (
    <Row>
      <span id={labelId}>{t('settings.language')}</span>
      <RadioGroup
        variant="button"
        size="small"
        aria-labelledby={labelId}
        value={locale}
        onValueChange={(value) => {
          if (isLocale(value)) setLocale(value);
        }}
        options={LOCALES.map((option) => ({
          value: option,
          // Each language's name is in that language, and says so for speech and fonts.
          label: <span lang={option}>{t(LANGUAGE_LABEL_KEYS[option])}</span>,
        }))}
      />
    </Row>
  );
}

/**
 * The global settings drawer: layout switches, menu width, colour-weak mode and language, applied at
 * once through the settings store of the nearest `SettingsProvider`. A modal drawer on the right, 300 px wide.
 */
export function SettingsDrawer({ open, onOpenChange }: SettingsDrawerProps) {
  const { t } = useFeatureTranslation(settingsLocale);
  const settings = useSettings();
  const store = useSettingsStore();
  const toaster = useToaster();
  const contentTitleId = useId();
  const otherTitleId = useId();

  const copySettings = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      toaster.show({ type: 'success', message: t('settings.copySuccess') });
    } catch {
      toaster.show({ type: 'error', message: t('settings.copyFailed') });
    }
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      closeLabel={t('settings.close')}
      width={SETTINGS_DRAWER_WIDTH}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('settings.close')}
          </Button>
          <Button variant="primary" onClick={() => void copySettings()}>
            {t('settings.copySettings')}
          </Button>
        </>
      }
    >
      <Section aria-labelledby={contentTitleId}>
        <SectionTitle id={contentTitleId}>{t('settings.content')}</SectionTitle>
        {CONTENT_TOGGLES.map((name) => (
          <SettingSwitch key={name} name={name} />
        ))}
        <MenuWidthInput />
      </Section>
      <Section aria-labelledby={otherTitleId}>
        <SectionTitle id={otherTitleId}>{t('settings.otherSettings')}</SectionTitle>
        <SettingSwitch name="colorWeak" />
        <LanguageSetting />
      </Section>
      <Alert type="info">{t('settings.alertContent')}</Alert>
      <ResetRow>
        {/* In the body, not the footer: three buttons do not fit 300 px in English. */}
        <Button
          variant="secondary"
          block
          icon={<Icon icon={RotateCcw} />}
          onClick={() => {
            store.reset();
            toaster.show({ type: 'success', message: t('settings.resetDone') });
          }}
        >
          {t('settings.reset')}
        </Button>
      </ResetRow>
    </Drawer>
  );
}
