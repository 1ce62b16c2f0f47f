import { useLocation, useNavigate } from 'react-router';

/**
 * "Back": the previous screen of this visit, or `fallback` when the screen was opened directly (a link, a reload),
 * where history would leave the app.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasPreviousScreen = location.key !== 'default';
  return () => {
    if (hasPreviousScreen) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
