// @pasture/ui/screens/exception: the 403, 404 and 500 pages.
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
