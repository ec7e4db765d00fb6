/**
 * The club list's search and city as the address gives them (the page and the prefetch agree).
 * A file of its own: the prefetch is in the first load, the clubs' formatting is not.
 */
export function storeListInput(params: URLSearchParams) {
  const q = params.get('q')?.trim() ?? '';
  const city = params.get('city')?.trim() ?? '';
  return { q: q || undefined, city: city || undefined };
}
