import { useEffect } from 'react';

const PRODUCT_NAME = 'BidaHub';

function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The page title: the product's name, preceded by the page's own title where it has one. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
