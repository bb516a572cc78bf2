export {
  ExceptionScreen,
  Exception403Screen,
  Exception404Screen,
  Exception500Screen,
} from './ExceptionScreen';
export type {
  ExceptionCode,
  ExceptionScreenProps,
  Exception403ScreenProps,
  Exception404ScreenProps,
  Exception500ScreenProps,
} from './ExceptionScreen';
export { exceptionLocale } from './locales';
