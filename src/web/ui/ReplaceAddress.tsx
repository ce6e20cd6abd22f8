import { Navigate, useRouter, type AnyRouter, type NavigateOptions, type RegisteredRouter } from '@tanstack/react-router';

let drawnDestination: string | null = null;

/**
 * Replaces the page's address with `destination` (a screen arriving without what its address must
 * say, such as Report Header's plants). In the page, TanStack Router's Navigate, which acts as the
 * screen mounts; on the server, which mounts nothing, the screen's picture (ServerPicture.tsx)
 * follows it and draws the screen at that address, which the page then takes (main.tsx).
 */
export function ReplaceAddress<
  TRouter extends AnyRouter = RegisteredRouter,
  const TFrom extends string = string,
  const TTo extends string | undefined = undefined,
  const TMaskFrom extends string = TFrom,
  const TMaskTo extends string = '',
>(destination: NavigateOptions<TRouter, TFrom, TTo, TMaskFrom, TMaskTo>) {
  const router = useRouter();
  if (typeof document !== 'undefined') return <Navigate {...(destination as NavigateOptions)} replace />;
  // The server's render is the picture's one pass, never repeated nor committed: it may tell the picture.
  askToDraw(router.buildLocation(destination as never).href);
  return null;
}

function askToDraw(destination: string): void {
  drawnDestination = destination;
}

/** Where a screen drawn on the server asked to go instead, once: null when it asked nothing. */
export function takeDrawnDestination(): string | null {
  const destination = drawnDestination;
  drawnDestination = null;
  return destination;
}
