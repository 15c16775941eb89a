import { GeneralErrorBoundary } from '../layout/GeneralErrorBoundary.tsx';

/** An admin page's error (an order not found…) inside the admin frame, which stays usable around it. */
export function AdminErrorBoundary() {
  return <GeneralErrorBoundary />;
}
