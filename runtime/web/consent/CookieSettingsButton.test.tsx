import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_OPEN_EVENT } from './consent-event.ts';
import { CookieSettingsButton } from './CookieSettingsButton.tsx';

afterEach(cleanup);

describe('CookieSettingsButton', () => {
  it('reopens the consent banner, labelled in the page language', () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_OPEN_EVENT, listener);
    render(<CookieSettingsButton locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_OPEN_EVENT, listener);
    cleanup();
    render(<CookieSettingsButton locale="fr_FR" />);
    expect(screen.getByRole('button', { name: 'Gérer les cookies' })).toBeTruthy();
  });
});

