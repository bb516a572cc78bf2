import { defineLocaleBundle } from '../../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The group form's texts; they join the i18n instance when the form first renders (`useFeatureTranslation`). */
export const groupFormLocale = defineLocaleBundle('groupForm', { 'zh-CN': zhCN, 'en-US': enUS });
