import { useFixedClass } from '../../styles/fixedClass';
import { NOTICE, RETRY } from './PartNotLoaded.looks';

/** In place of a page whose code did not load: it loads again by itself when Bazarr is back, or on Retry. */
export function PartNotLoaded({ retry }: { retry: () => void }) {
  return (
    <div role="status" className={useFixedClass(NOTICE)}>
      <p>This page could not load. It will load when Bazarr is back.</p>
      <button type="button" className={`chakra-button ${useFixedClass(RETRY)}`} onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** lazyNamed's `fallback` for a page. */
export const pageNotLoaded = (retry: () => void) => <PartNotLoaded retry={retry} />;
