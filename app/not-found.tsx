import Link from 'next/link';

// Reached only for requests the proxy did not route to a locale (it routes every page request),
// so this is a last resort without translations.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
          <h1>Page not found</h1>
          <p>
            <Link href="/">Go to the homepage</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
