/** A photo ready to send: JPEG bytes in base64. */
export interface EncodedPhoto {
  contentType: 'image/jpeg';
  data: string;
}

/**
 * A picture from the phone's camera or gallery, scaled down so its longest side is at most
 * `side` and re-encoded as JPEG: a phone's 4 MB photo becomes a few hundred KB to send over
 * mobile data. Null when the file is not an image the browser can read.
 */
export async function scaledPhoto(file: Blob, side: number): Promise<EncodedPhoto | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.8),
  );
  if (!blob) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: a spread of a whole photo's bytes would overflow the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return { contentType: 'image/jpeg', data: btoa(binary) };
}

/** A data URL of a photo read back from the server. */
export const photoUrl = (photo: { contentType: string; data: string }): string =>
  `data:${photo.contentType};base64,${photo.data}`;
