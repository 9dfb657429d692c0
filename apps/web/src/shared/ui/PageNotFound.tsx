import { PAGE_NOT_FOUND_MESSAGE } from '../../app/constants';
import { Page } from './Page';

/** Shown when a page's code cannot be loaded (a new release replaced it, or the network dropped). */
export function PageNotFound() {
  return (
    <Page title="Page not found">
      <p role="alert">{PAGE_NOT_FOUND_MESSAGE}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </Page>
  );
}
