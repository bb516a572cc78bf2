import en from '../../packages/ui/src/components/locales-data/en-US.json';
import zh from '../../packages/ui/src/components/locales-data/zh-CN.json';

/** The data primitives' texts in the story's toolbar language, so plays query by the name a user hears. */
export function dataText(globals: Record<string, unknown>) {
  return (globals.locale === 'en-US' ? en : zh).dataComponents;
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
