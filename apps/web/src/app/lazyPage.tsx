import { lazy, Suspense, type ComponentType } from 'react';
import { PageNotFound } from '../shared/ui/PageNotFound';

/**
 * A page whose code is loaded when first visited. If its chunk cannot be fetched (the network
 * dropped, or a new release replaced it), the page says 'Error 404! Page not found.' instead.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(() => load().catch(() => ({ default: PageNotFound })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
      </Suspense>
    );
  };
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
