import { notify } from './toast-store';

/**
 * Copies `text` to the clipboard; false when there is none (an insecure origin, a refused
 * permission), after telling the user: the text on screen stays selectable.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    notify.error('Không sao chép được, vui lòng chọn và sao chép thủ công.');
    return false;
  }
}
