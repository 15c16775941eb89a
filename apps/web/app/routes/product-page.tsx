import { data } from 'react-router';

// Placeholder while the shop pages are being written (issue 4): answers 404.
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
