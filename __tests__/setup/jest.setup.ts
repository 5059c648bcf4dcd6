import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';

// What a test waits for (findBy, waitFor) may take longer than the default second while the browser suites share
// the machine's cores: wait up to 5 s for what the user sees.
configure({ asyncUtilTimeout: 5000 });

// jest-fixed-jsdom swaps in Node's Blob and FormData but keeps jsdom's File, which Node's FormData rejects.
Object.assign(globalThis, { File: NodeFile });

// jsdom lacks the browser APIs Chakra UI (Ark/Zag) relies on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: ResizeObserverStub,
  IntersectionObserver: IntersectionObserverStub,
});
// Node-environment suites (`@jest-environment node`, e.g. the demo backend's) have no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// Components rendered on their own in tests find every recipe, as the app's do once they have loaded (the app
// loads them before any component that needs them: src/styles/recipesOnDemand.ts).
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { loadLaterRecipes } = await import('../../src/styles/recipesOnDemand');
  await loadLaterRecipes();
});
