import { MESSAGES } from '../../shared/messages';
import { browserTimers, createExternalStore, type Timers } from './external-store';

export const TOAST_SEVERITIES = [
  'info',
  'success',
  'warn',
  'error',
  'secondary',
  'contrast',
] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/**
 * Lifetimes the specification fixes (ms); an undo's toast stays long enough to read it and reach
 * its button, which three seconds were not on a phone.
 */
export const TOAST_LIFE = { success: 3000, error: 3000, warn: 5000, undo: 6000 } as const;

/** A button in a toast: tapping it runs `run` and closes the toast. */
interface ToastAction {
  label: string;
  run: () => void;
}

interface ToastInput {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  /** ms on screen before it closes by itself; absent → it stays until closed. */
  life?: number;
  closable?: boolean;
  group?: string;
  id?: string;
  action?: ToastAction;
}

export interface Toast {
  id: string;
  severity: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  closable: boolean;
  group?: string;
  action?: ToastAction;
}

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
export const toastRole = (toast: Pick<Toast, 'severity'>): 'alert' | 'status' =>
  toast.severity === 'error' || toast.severity === 'warn' ? 'alert' : 'status';

export interface ToastStore {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  add(input: ToastInput): string;
  remove(id: string): void;
  removeGroup(group: string): void;
  removeAll(): void;
  /**
   * The toast is on screen: its life starts now, not when it was added. The toast's own code is
   * fetched lazily, and on a slow phone that fetch could otherwise eat a three-second toast.
   */
  shown(id: string): void;
}

export function createToastStore(timers: Timers = browserTimers): ToastStore {
  const state = createExternalStore<readonly Toast[]>([]);
  const expiries = new Map<string, unknown>();
  let counter = 0;

  const forget = (ids: Iterable<string>) => {
    for (const id of ids) {
      const handle = expiries.get(id);
      if (handle !== undefined) timers.clearTimeout(handle);
      expiries.delete(id);
    }
  };

  const removeWhere = (predicate: (toast: Toast) => boolean) => {
    const gone = state.get().filter(predicate);
    if (gone.length === 0) return;
    forget(gone.map((t) => t.id));
    state.set((current) => current.filter((t) => !predicate(t)));
  };

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    add(input) {
      const id = input.id ?? `toast-${++counter}`;
      const toast: Toast = {
        id,
        severity: input.severity ?? 'info',
        summary: input.summary,
        detail: input.detail,
        life: input.life,
        closable: input.closable ?? true,
        group: input.group,
        action: input.action,
      };
      forget([id]);
      state.set((current) => [...current.filter((t) => t.id !== id), toast]);
      return id;
    },
    shown(id) {
      const toast = state.get().find((t) => t.id === id);
      if (!toast || expiries.has(id) || toast.life === undefined || toast.life <= 0) return;
      expiries.set(
        id,
        timers.setTimeout(() => removeWhere((t) => t === toast), toast.life),
      );
    },
    remove: (id) => removeWhere((t) => t.id === id),
    removeGroup: (group) => removeWhere((t) => t.group === group),
    removeAll: () => removeWhere(() => true),
  };
}

/** The application's toasts. */
export const toasts = createToastStore();

export const notify = {
  success: (detail: string = MESSAGES.updateSuccess) =>
    toasts.add({
      severity: 'success',
      summary: MESSAGES.toastSuccessSummary,
      detail,
      life: TOAST_LIFE.success,
    }),
  error: (detail: string) =>
    toasts.add({
      severity: 'error',
      summary: MESSAGES.toastErrorSummary,
      detail,
      life: TOAST_LIFE.error,
    }),
  warn: (detail: string, summary = 'Cảnh báo') =>
    toasts.add({ severity: 'warn', summary, detail, life: TOAST_LIFE.warn }),
  info: (detail: string, summary = 'Thông báo', life: number | undefined = 3000) =>
    toasts.add({ severity: 'info', summary, detail, life }),
  /** A change made at once, with "Hoàn tác" to take it back (`undo`); the toast's id. */
  undoable: (detail: string, undo: () => void) =>
    toasts.add({
      severity: 'success',
      summary: MESSAGES.toastSuccessSummary,
      detail,
      life: TOAST_LIFE.undo,
      action: { label: 'Hoàn tác', run: undo },
    }),
};

/** Runs a toast's action and closes it. */
export function runToastAction(toast: Toast): void {
  toasts.remove(toast.id);
  toast.action?.run();
}
