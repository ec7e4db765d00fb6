import { useCallback } from 'react';
import { localeStore, shellLabel, type ShellLabel } from './i18n';
import { useStore } from './use-store';

export function useLocale() {
  return useStore(localeStore);
}

/** `t('login')` → the shell label in the current language. */
export function useShellLabels() {
  const locale = useLocale();
  return useCallback((key: ShellLabel) => shellLabel(locale, key), [locale]);
}
