import { RouterProvider } from 'react-router';
import { NewVersionOffer } from '@/shared/app-version/new-version-offer';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <NewVersionOffer />
    </AppProvider>
  );
}
