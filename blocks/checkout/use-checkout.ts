import { useEffect, useState } from 'react';
import { browserCartId, type CheckoutActor, type CheckoutEvent, checkoutFlow, useIntl, useLazyActor, useSiteData } from '../../runtime/index.ts';

export type CheckoutSnapshot = ReturnType<CheckoutActor['getSnapshot']>;

/**
 * The checkout actor of the page, loaded and started after hydration (XState and the machine
 * are in this block's chunk only): its state read back from local storage, so a reload keeps
 * the step's inputs. `snapshot` is null until it runs; `failed` when its code could not load.
 */
export function useCheckout() {
  const { locale, siteInfo, apiBaseUrl = '/api' } = useSiteData();
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const { snapshot, send, preload } = useLazyActor<CheckoutSnapshot, CheckoutEvent>(
    () =>
      checkoutFlow.load().then(({ startCheckoutActor }) =>
        startCheckoutActor({ baseUrl: apiBaseUrl, idSite: siteInfo.idSite, locale }, browserCartId(), {
          unreachable: intl.formatMessage({ id: 'checkout.unreachable' }),
          cartChanged: intl.formatMessage({ id: 'checkout.cartChanged' }),
        }),
      ),
    () => setFailed(true),
  );
  useEffect(() => preload(), [preload]);
  return { snapshot, send, failed };
}
