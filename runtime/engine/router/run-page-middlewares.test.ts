import { describe, expect, it } from 'vitest';
import { runPageMiddlewares, type MiddlewareVisitor } from './run-page-middlewares.ts';

const visitor = (over: Partial<MiddlewareVisitor> = {}): MiddlewareVisitor => ({ hasSession: false, isECommerce: true, locale: 'fr_FR', ...over });

describe('runPageMiddlewares (§8)', () => {
  it('sends a signed-out visitor of an auth page to /auth, a member of a guest page to /account, in the page language', () => {
    expect(runPageMiddlewares(['auth'], visitor(), () => {})).toBe('/auth');
    expect(runPageMiddlewares(['auth'], visitor({ hasSession: true }), () => {})).toBeNull();
    expect(runPageMiddlewares(['guest'], visitor({ hasSession: true, locale: 'en' }), () => {})).toBe('/en/account');
    expect(runPageMiddlewares(['ecommerce'], visitor({ isECommerce: false }), () => {})).toBe('/');
    expect(runPageMiddlewares(undefined, visitor(), () => {})).toBeNull();
  });

  it('logs an unknown middleware as an error and skips it, running the next ones (decision 0052: §8 asks for a 500)', () => {
    const errors: string[] = [];
    expect(runPageMiddlewares(['admin-only', 'auth'], visitor(), (message) => errors.push(message))).toBe('/auth');
    expect(runPageMiddlewares(['admin-only'], visitor({ hasSession: true }), (message) => errors.push(message))).toBeNull();
    expect(errors).toEqual([
      'page middleware "admin-only" is unknown (known: auth, guest, ecommerce): skipped',
      'page middleware "admin-only" is unknown (known: auth, guest, ecommerce): skipped',
    ]);
  });
});
