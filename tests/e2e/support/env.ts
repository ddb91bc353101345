/** The admin the e2e server is seeded with. */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' } as const;

/** A host with a published invitation, seeded before the server starts (tests/e2e/support/fixtures.ts). */
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
