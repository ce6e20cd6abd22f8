import { Outlet } from '@tanstack/react-router';
import { AuthFrame } from './AuthFrame.tsx';

/** The /auth routes' layout: their screen in the signed-out frame (the first page has the frame without the router). */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
