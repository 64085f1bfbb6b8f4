import { useEffect } from 'react';
import Cookies from 'js-cookie';
import { navIndexFor } from '../../shared/nav';
import { isProductionHost } from '../../shared/storage';

/** Spec §4: NavChecked is written on every route change (secure on the production domain). */
export function useNavChecked(pathname: string): number {
  const index = navIndexFor(pathname);
  useEffect(() => {
    Cookies.set('NavChecked', String(index), isProductionHost() ? { secure: true, sameSite: 'lax' } : { sameSite: 'lax' });
  }, [index]);
  return index;
}
