import commonEn from './locales/en-US.json';
import commonZh from './locales/zh-CN.json';

type Messages = { [key: string]: string | Messages };

/**
 * Every feature keeps its texts beside it, in both languages, under one top-level key of its own. Register a
 * feature's pair here; the parity test walks this list.
 */
export const localeBundles: ReadonlyArray<{
  feature: string;
  'zh-CN': Messages;
  'en-US': Messages;
}> = [{ feature: 'common', 'zh-CN': commonZh, 'en-US': commonEn }];

function merge(locale: 'zh-CN' | 'en-US'): Messages {
  return Object.assign({}, ...localeBundles.map((bundle) => bundle[locale])) as Messages;
}

export const resources = {
  'zh-CN': { translation: merge('zh-CN') },
  'en-US': { translation: merge('en-US') },
};
