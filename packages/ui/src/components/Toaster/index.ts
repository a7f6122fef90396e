export { Toaster, CLOSE_TOAST_LABEL } from './Toaster.tsx';
export { showToast } from './toasts.ts';
