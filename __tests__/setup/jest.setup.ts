import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
import React from 'react';

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

// React's development build captures a stack (an Error) for each element it creates, up to 10,000 per render, to
// name the owner in its warnings: a tenth of the time of a test that renders a whole page. No test reads those
// stacks, and React's warnings still name the component.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
