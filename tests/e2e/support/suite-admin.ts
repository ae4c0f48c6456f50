/**
 * The SUPER_ADMIN the suite server seeds on every site (playwright.config.ts passes it as
 * ADMIN_EMAIL / ADMIN_PASSWORD): the shop's back office in the account journey — the mailbox
 * (/_mail, admins only in production) and the order desk (/admin/orders).
 */
export const suiteAdmin = { email: 'suite-admin@example.fr', password: 'Suite-e2e-admin-password-1' } as const;
