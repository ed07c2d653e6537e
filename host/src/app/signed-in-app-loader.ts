/**
 * The signed-in portal's chunk (router, shells, routes). Fetched as soon as the session knows a
 * user is signed in, in parallel with the user lookup, and never for a signed-out visitor.
 */
export const loadSignedInApp = () => import(/* webpackChunkName: "signed-in-app" */ './SignedInApp');
