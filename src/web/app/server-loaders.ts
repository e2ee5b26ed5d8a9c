/**
 * Loaders only the server runs (entry-server.tsx adds them to its copy of the routes): a page rendered for the
 * shopper whose session cookie the server accepted carries their own data — name, bag, wishlist, profile — and
 * the redirects a guard or an empty bag makes happen as real HTTP redirects (docs/decisions/122). In the browser
 * these routes have no loader: their pages fetch as they mount and their guards redirect there, as before, so
 * none of this ships in the first download.
 */
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { CartDto } from '#domain/schemas/cart';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { ensureQueries, type ServerLoadContext } from './route-data';
import type { LayoutData } from './routes';
import { featuredCategoriesQuery } from '../features/catalog/components/header/use-featured-categories';
import { metalRatesQuery } from '../features/catalog/api/rates-api';
import { userCartQuery } from '../features/cart/api/get-user-cart';
import { wishlistQuery } from '../features/wishlist/api/get-wishlist';
import { sessionQueryKey, type MeReply } from '../features/auth/session-actions';
import { authApi } from '../features/auth/api';
import { addressBookQuery } from '../features/auth/address-book-api';
import type { SessionUser } from '../lib/session';
import { CHECKOUT_EMPTY_NOTICE } from '../features/checkout/checkout-notice';

const serverContext = (context: unknown) => context as ServerLoadContext;

/** The guards' "who am I", answered from the session check the server made before rendering (no second call). */
const sessionCheckQuery = (user: SessionUser) => ({
  queryKey: sessionQueryKey('user', user._id),
  queryFn: async (): Promise<MeReply> => ({ success: true, user }),
});

/**
 * The storefront layout: the header's navigation and the footer's rates for everyone; for a signed-in shopper
 * also who they are (the header's account menu), their bag (the badge) and their wishlist (the badge, the
 * hearts on every card). A guest's bag read from its cookie rides along for /cart and /checkout.
 */
export async function layoutLoader({ context }: LoaderFunctionArgs): Promise<LayoutData> {
  const { user, guestBag } = serverContext(context);
  const personal = user ? [sessionCheckQuery(user), userCartQuery(user._id), wishlistQuery(user._id)] : [];
  const data: LayoutData = await ensureQueries(context, [
    featuredCategoriesQuery(),
    metalRatesQuery(),
    ...personal,
  ]);
  if (guestBag) data.guestBag = guestBag;
  if (user) data.session = { user };
  return data;
}

/** /profile: a guest is sent to sign in (and back here after); a shopper's page comes with their details. */
async function profileLoader({ request, context }: LoaderFunctionArgs) {
  const { user } = serverContext(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
  }
  return ensureQueries(context, [
    {
      queryKey: ['auth', 'user', user._id],
      queryFn: () => authApi.getUser(user._id, AUTH_FALLBACKS.fetchProfile),
    },
  ]);
}

/**
 * /checkout with nothing to buy goes to /cart, which says why (the checkout page's own rule, made before any of
 * it is sent). A guest's bag is known from its cookie: none means empty; one too big to copy is not empty.
 */
async function checkoutLoader({ context }: LoaderFunctionArgs) {
  const { user, guestBag, queryClient } = serverContext(context);
  let empty: boolean;
  if (user) {
    // The layout's loader asks for the same cart at the same moment: one call, shared.
    const cart = await queryClient.fetchQuery(userCartQuery(user._id)).catch(() => null as CartDto | null);
    empty = !!cart && cart.items.length === 0;
  } else {
    empty = !!guestBag && guestBag.length === 0;
  }
  if (empty) throw redirect(`/cart?notice=${CHECKOUT_EMPTY_NOTICE}`, 302);
  // Step 2 offers a signed-in shopper their saved addresses.
  return user ? ensureQueries(context, [addressBookQuery(user._id)]) : null;
}

/** Server-only loaders of the layout's child routes, by their path (app/routes.tsx). */
export const childServerLoaders: Record<string, LoaderFunction> = {
  profile: profileLoader,
  checkout: checkoutLoader,
};
