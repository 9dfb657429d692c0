import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../app/constants';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
