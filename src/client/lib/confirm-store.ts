import { createExternalStore } from './external-store';

export type ConfirmIcon = 'question' | 'warning' | 'danger' | 'info';
export type ConfirmPosition =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | 'topleft'
  | 'topright'
  | 'bottomleft'
  | 'bottomright';
type ConfirmFocus = 'accept' | 'reject' | 'none';
export type ConfirmOutcome = 'accept' | 'reject' | 'dismiss';

export interface ConfirmOptions {
  message: string;
  header?: string;
  icon?: ConfirmIcon;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Runs before the dialog closes on accept. */
  accept?: () => void;
  /** Runs before the dialog closes on reject, and on a dismissal (Escape, ×, backdrop). */
  reject?: () => void;
  /** Only the host of this group shows the request; hosts without a group take ungrouped ones. */
  group?: string;
  position?: ConfirmPosition;
  modal?: boolean;
  defaultFocus?: ConfirmFocus;
}

export interface ConfirmRequest extends Required<
  Omit<ConfirmOptions, 'accept' | 'reject' | 'group'>
> {
  id: number;
  group?: string;
  accept?: () => void;
  reject?: () => void;
}

export const CONFIRM_DEFAULTS = {
  header: 'Xác nhận',
  icon: 'question',
  acceptLabel: 'Đồng ý',
  rejectLabel: 'Huỷ',
  position: 'center',
  modal: true,
  defaultFocus: 'accept',
} as const satisfies Partial<ConfirmOptions>;

interface Pending {
  request: ConfirmRequest;
  resolve: (accepted: boolean) => void;
}

/** Requests queue per group; each host shows the head of its group's queue. */
export function createConfirmStore() {
  const queue = createExternalStore<readonly Pending[]>([]);
  let counter = 0;

  const take = (id: number): Pending | undefined => {
    const pending = queue.get().find((p) => p.request.id === id);
    if (pending) queue.set((current) => current.filter((p) => p !== pending));
    return pending;
  };

  return {
    subscribe: queue.subscribe,
    getSnapshot: queue.get,

    /** Resolves true on accept, false on reject, dismissal or a close request. */
    confirm(options: ConfirmOptions): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        const request: ConfirmRequest = { ...CONFIRM_DEFAULTS, ...options, id: ++counter };
        queue.set((current) => [...current, { request, resolve }]);
      });
    },

    current(group?: string): ConfirmRequest | undefined {
      return queue.get().find((p) => p.request.group === group)?.request;
    },

    settle(id: number, outcome: ConfirmOutcome): void {
      const pending = queue.get().find((p) => p.request.id === id);
      if (!pending) return;
      // The matching callback runs first, then the dialog hides.
      try {
        if (outcome === 'accept') pending.request.accept?.();
        else pending.request.reject?.();
      } finally {
        take(id);
        pending.resolve(outcome === 'accept');
      }
    },

    /** A close request: hides the group's dialog without running a callback. */
    close(group?: string): void {
      const head = queue.get().find((p) => p.request.group === group);
      if (!head) return;
      take(head.request.id);
      head.resolve(false);
    },
  };
}

export const confirmations = createConfirmStore();

export const confirm = (options: ConfirmOptions) => confirmations.confirm(options);
