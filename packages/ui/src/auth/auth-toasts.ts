import type { toast as sonnerToast } from 'sonner';
import { AUTH_MESSAGES } from '@mare/domain';

// The toasts of the auth events, loaded with their words when one is raised: the messages'
// catalogue is not on the first paint of every page (AuthProvider).
export const toastSignedIn = (toast: typeof sonnerToast) =>
  toast.success(AUTH_MESSAGES.signInSuccess);

export const toastSignedOut = (toast: typeof sonnerToast) => toast.info(AUTH_MESSAGES.signedOut);
