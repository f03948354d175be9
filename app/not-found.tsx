// Reached only for requests the proxy did not route to a locale (it routes every page request),
// so this is a last resort without translations.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
          <h1>Page not found</h1>
          <p>
            <a href="/">Go to the homepage</a>
          </p>
        </main>
      </body>
    </html>
  );
}
