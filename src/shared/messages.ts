/** User-facing texts that both the server and the browser use, as SPEC §8 writes them. */
export const MESSAGES = {
  registrationSuccess: 'Registration successful! Please check your email for verification.',
  loginSuccess: 'Login successful',
  adminLoginFailure: 'An error occurred during login',
  notAdmin: 'You do not have admin privileges',
  noAdminAccess: "You don't have access to this page",
  adminUsePortal: 'Admin users should use the admin portal',
  loggedOut: 'Logged out successfully',
  logoutError: 'Error logging out',
  notFoundTitle: 'Oops! Page not found',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  serverError: 'Something went wrong on our side. Please try again.',
  signInRequired: 'Please sign in to continue.',
  authRequiredTitle: 'Authentication Required',
  authRequiredText: 'You need to be logged in to access this feature.',
  // ---- My Invitations, sharing, custom URLs, RSVP responses (issue 6) ----
  // ---- Admin templates and invitations (issue 7) ----
} as const;
