import { toast } from 'sonner';

/** Toasts (the <Toaster> is mounted by app/providers.tsx). */
export const notify = {
  success: (message: string) => void toast.success(message),
  error: (message: string) => void toast.error(message),
  warning: (message: string) => void toast.warning(message),
  info: (message: string) => void toast.info(message),
};
