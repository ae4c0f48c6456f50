import type { Locale } from '../../../../rules/index.ts';
import LoadingBar from './LoadingBar.tsx';
import { useNavigationBar } from './use-navigation-bar.ts';

/**
 * The page's loading bar, following client navigations and tracked requests. The engine loads it
 * on the first navigation or on the first request that outlasts the bar's throttle.
 */
export default function PageLoadingBar({ locale }: { locale: Locale }) {
  useNavigationBar();
  return <LoadingBar locale={locale} />;
}
