import { NewVersionOffer } from '@/shared/app-version/new-version-offer';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      <NewVersionOffer />
    </AppProvider>
  );
}
