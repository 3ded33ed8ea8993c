/** Dialogs (antd's Modal). A confirmation is `useConfirm()` from ./confirm, a lazily loaded dialog ./lazy-dialog. */
export { Modal } from 'antd';
