/** The admin the e2e server is seeded with. */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' } as const;
