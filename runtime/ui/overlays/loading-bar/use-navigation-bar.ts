import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { loadingBar } from './loading-bar-store.ts';

/** The page's loading bar follows client navigations (loader data being fetched). */
export function useNavigationBar(): void {
  const navigation = useNavigation();
  const running = useRef(false);
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy && !running.current) {
      running.current = true;
      loadingBar.start();
    } else if (!busy && running.current) {
      running.current = false;
      loadingBar.end(true);
    }
  }, [busy]);
  useEffect(
    () => () => {
      if (running.current) loadingBar.end(true);
    },
    [],
  );
}
