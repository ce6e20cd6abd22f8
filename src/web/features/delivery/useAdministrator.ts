import { useSession } from '../../auth/session.tsx';

/** ADMIN and ADMINISTRATOR: they may upload an FPRE past a waiting delivery-tracking request (docs/decisions.md, Chief Delivery). */
export function useAdministrator(): boolean {
  const { user } = useSession();
  return Boolean(user?.roles.some((r) => r.roleName === 'ADMIN' || r.roleName === 'ADMINISTRATOR'));
}
