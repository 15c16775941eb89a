import { useLocation, useNavigation } from 'react-router';

/**
 * The query of the list the browser is moving to (a new order or filter just chosen), or null when no
 * navigation of this page is under way: the form shows the choice at once, and the URL's state otherwise.
 */
export function usePendingQuery(): URLSearchParams | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location;
  return target && target.pathname === pathname ? new URLSearchParams(target.search) : null;
}
