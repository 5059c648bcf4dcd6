import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import { system } from '../../src/styles/chakraSystem';
// Also installs the PointerEvent polyfill Zag needs in jsdom.
import { TEST_ENVIRONMENT } from '../support/render';
import { fakeSocketFactory } from '../realtime/fakeSocket';

/**
 * Renders a shared component with only what it needs: a fresh store (with a socket that never connects)
 * and Chakra.
 * (The app-wide helper adds the toaster, whose timers only add noise here.)
 */
export function renderUi(ui: ReactElement) {
  const store = makeStore({ environment: TEST_ENVIRONMENT, socketFactory: fakeSocketFactory() });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper }) };
}
