import { defineLocaleBundle } from '../../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The card list's texts; they join the i18n instance when the screen first renders (`useFeatureTranslation`). */
export const cardListLocale = defineLocaleBundle('cardList', { 'zh-CN': zhCN, 'en-US': enUS });
