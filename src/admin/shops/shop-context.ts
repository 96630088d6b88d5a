import { createContext, useContext } from 'react';
import type { OwnerShop } from '../../backend/owner-shops.ts';

/** The shop the admin works on, for the views deep inside it (the editor's address, the photos' folder). */
export const AdminShopContext = createContext<OwnerShop | null>(null);

export function useAdminShop(): OwnerShop {
  const shop = useContext(AdminShopContext);
  if (!shop) throw new Error('useAdminShop outside the admin of a chosen shop');
  return shop;
}
