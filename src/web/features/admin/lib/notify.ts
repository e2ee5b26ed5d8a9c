/**
 * Toasts of the back office. docs/shop/admin.md §9: admin toasts auto-close after 3000 ms (the storefront's stay
 * longer), so every admin screen goes through these instead of calling sonner directly.
 */
import { toast } from '#web/lib/toast';
import { UI_TIMINGS } from '#domain/business-constants';

const options = (id?: string) => ({ duration: UI_TIMINGS.adminToastMs, ...(id ? { id } : {}) });

export const notify = {
  success: (message: string, id?: string) => toast.success(message, options(id)),
  error: (message: string, id?: string) => toast.error(message, options(id)),
  info: (message: string, id?: string) => toast.info(message, options(id)),
};
