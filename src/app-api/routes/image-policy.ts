// The upstream's side of the image rule (src/shared/origins.ts): an avatar URL or a
// picture in a tournament's description from elsewhere is refused on its field, so what is
// stored can be shown to every viewer without telling a third party who looked.
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { isAllowedImageUrl } from '../../shared/origins';
import { AppApiError } from '../errors';

export interface ImagePolicy {
  /** Throws a field error when `url` is set and not allowed. */
  checkUrl(field: string, url: string | null | undefined): void;
  /** Throws a field error when the markdown shows a picture from elsewhere. */
  checkMarkdown(field: string, source: string | null | undefined): void;
}

/** Every picture a markdown text would show: inline `![](url)` and by reference `![][ref]`. */
function markdownImageUrls(source: string): string[] {
  const urls: string[] = [];
  const definitions = new Map<string, string>();
  const references: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'image') urls.push(node.url);
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
    if (node.type === 'imageReference') references.push(node.identifier);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(source));
  for (const reference of references) {
    const url = definitions.get(reference);
    if (url !== undefined) urls.push(url);
  }
  return urls;
}

export function createImagePolicy(origins: readonly string[]): ImagePolicy {
  const hosts = origins.map((origin) => new URL(origin).host);
  const message =
    hosts.length === 0
      ? 'Chỉ dùng được ảnh từ chính BidaHub'
      : `Chỉ dùng được ảnh từ BidaHub hoặc ${hosts.join(', ')}`;
  const refuse = (field: string) => AppApiError.field(field, message);
  return {
    checkUrl(field, url) {
      if (url && !isAllowedImageUrl(url, origins)) throw refuse(field);
    },
    checkMarkdown(field, source) {
      if (!source) return;
      if (markdownImageUrls(source).some((url) => !isAllowedImageUrl(url, origins))) {
        throw refuse(field);
      }
    },
  };
}
