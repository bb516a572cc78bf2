export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { ConfirmModal } from './ConfirmModal';
export type { ConfirmModalProps } from './ConfirmModal';
