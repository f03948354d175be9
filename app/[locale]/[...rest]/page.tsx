import { notFound } from 'next/navigation';

// Any path that matches no route renders app/[locale]/not-found.tsx in the visitor's language,
// with status 404. It sits outside the route groups so no loading boundary streams a 200 first.
export default function UnknownRoute() {
  notFound();
}
