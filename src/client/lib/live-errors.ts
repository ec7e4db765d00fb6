import type { TRPCClientErrorLike } from '@trpc/client';
import type { AppRouter } from '../../server/routers';
import { TOAST_LIFE, toasts } from './toast-store';

const GROUP = 'live-refused';

/**
 * A live view the server refused because this network holds too many open says so, once
 * however many views the page has; the page itself still shows what it read. Other failures
 * are the link's to retry.
 */
export function reportLiveRefusal(error: TRPCClientErrorLike<AppRouter>): void {
  if (error.data?.code !== 'TOO_MANY_REQUESTS') return;
  toasts.removeGroup(GROUP);
  toasts.add({
    severity: 'warn',
    summary: 'Cập nhật trực tiếp',
    detail: error.message,
    life: TOAST_LIFE.warn,
    group: GROUP,
  });
}
