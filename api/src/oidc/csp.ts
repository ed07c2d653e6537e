/**
 * Content-Security-Policy of every page under /oidc. No inline code: styles and the logout
 * script are static files. `form-action` must list the portal's origins as well, because
 * browsers check it against the redirects that follow a form post (login -> client callback,
 * logout -> post-logout page).
 */
export function signInCspDirectives(formActionOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...new Set(formActionOrigins)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
}

/** The same directives as a header value. */
export function signInCsp(formActionOrigins: readonly string[]): string {
  return Object.entries(signInCspDirectives(formActionOrigins))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
