import { ChakraProvider } from '@chakra-ui/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';
import { system } from './theme';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  store: AppStore;
  basename: string;
}

export function App({ store, basename }: AppProps) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        <BrowserRouter basename={basename || '/'}>
          <AppRoutes />
        </BrowserRouter>
      </ChakraProvider>
    </Provider>
  );
}
