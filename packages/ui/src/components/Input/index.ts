export { Input } from './Input';
export type { InputProps, InputSize } from './Input';
export { MobileInput } from './MobileInput';
export type { MobileInputProps } from './MobileInput';
