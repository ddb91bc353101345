/** The admin the e2e server is seeded with. */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' } as const;

/** A host with a published invitation, seeded before the server starts (tests/e2e/support/seed.ts). */
export const E2E_HOST = { email: 'host@e2e.example.com', password: 'e2e-host-password' } as const;
export const E2E_HOST_SLUG = 'e2e-garden-party';
/** A published invitation with hostile text in every field. */
export const E2E_XSS_SLUG = 'e2e-xss-party';
export const XSS_PAYLOADS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  '<svg onload=alert("xss-svg")>',
  '"><iframe src="javascript:alert(`xss-iframe`)">',
  "javascript:alert('xss-url')",
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** The host of the My Invitations and responses journeys, with invitations in every payment state. */
export const E2E_DASH_HOST = { email: 'dash-host@e2e.example.com', password: 'e2e-dash-password' } as const;
export const E2E_DASH = {
  /** Published, approved Platinum payment: share, custom URL and the status toggle. */
  platinum: 'Dash Platinum Party',
  platinumSlug: 'e2e-dash-platinum',
  /** Draft without any payment: read-only badge, Proceed Payment. */
  unpaid: 'Dash Unpaid Draft',
  /** A pending Silver payment: Payment Status. */
  pending: 'Dash Pending Payment',
  /** A seeded Draft; the delete test makes (through the API) and deletes its own invitations named after it, so it can run again. */
  deletable: 'Dash Delete Me',
  /** Published with 60 responses (Chinese and Tamil names among them) for the responses page. */
  responses: 'Dash Responses Gala',
  responsesSlug: 'e2e-dash-responses',
  /** Published, no responses (found by the dashboard's search; the live responses test makes its own empty invitation, so it can run again). */
  empty: 'Dash Quiet Picnic',
} as const;
