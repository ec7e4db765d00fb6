// What the server's first screen leaves to the app when React replaces it: the notice of the form
// it posted, shown on as a toast, and its question dialog (server/first-paint-actions.ts), which
// lives outside #root so that a player who opened it before the app came can still answer it.
import { useEffect } from 'react';
import { notify } from '../lib/toast-store';
import { FIRST_PAINT_DIALOG_ID } from '../../shared/document-data';
import { takeDocumentNotice } from './document-data';

function handOverFirstPaint(): void {
  const notice = takeDocumentNotice();
  if (notice) notify[notice.kind](notice.text);
  const dialog = document.getElementById(FIRST_PAINT_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  // Its button is gone with the first screen: closed, nothing opens it again.
  if (dialog.open) dialog.addEventListener('close', () => dialog.remove(), { once: true });
  else dialog.remove();
}

/** Hands over once React's first screen is in the page (an effect runs after the commit). */
export function FirstPaintHandover(): null {
  useEffect(handOverFirstPaint, []);
  return null;
}
