import en from '../../packages/ui/src/components/locales/en-US.json';
import zh from '../../packages/ui/src/components/locales/zh-CN.json';

/** The primitives' built-in texts in the story's toolbar language, so plays query by the name a user hears. */
export function componentText(globals: Record<string, unknown>) {
  return (globals.locale === 'en-US' ? en : zh).components;
}
