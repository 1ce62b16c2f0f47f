import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Hands the router's navigate to code outside React (lib/navigation: the API client's session handling). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
