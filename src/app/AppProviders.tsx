import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider } from 'react-redux';
import type { Environment } from '../env';
import { ColorModeSync } from '../layout/colorMode/ColorModeSync';
import { ToasterHost } from '../notifications/ToasterHost';
import { EnvironmentProvider } from '../lib/environment';
import type { AppStore } from './store';
import { system } from '../styles/chakraSystem';

interface AppProvidersProps {
  store: AppStore;
  environment: Environment;
  children: ReactNode;
}

/** Store, theme, colour mode, environment and toasts: what every screen needs, the router aside. */
export function AppProviders({ store, environment, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <EnvironmentProvider value={environment}>
        <ChakraProvider value={system}>
          <ColorModeSync />
          {children}
          <ToasterHost />
        </ChakraProvider>
      </EnvironmentProvider>
    </Provider>
  );
}
