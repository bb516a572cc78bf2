export { InputNumber } from './InputNumber';
export type { InputNumberClampEvent, InputNumberProps } from './InputNumber';
export type { ClampReason } from './inputNumberMath';
export type { FieldControlProps } from './fieldProps';
