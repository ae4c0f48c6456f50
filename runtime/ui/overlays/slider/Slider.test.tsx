import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSlider } from '../../slider-event.ts';
import Slider from './Slider.tsx';
import { installWebAnimations } from '../motion/web-animations-fake.test-utils.ts';

const items = [
  { type: 'image' as const, src: '/ik-seo/a/car.jpg', alt: 'Autocar', width: 800, height: 600 },
  { type: 'image' as const, src: '/ik-seo/a/mini.jpg', alt: 'Minibus', width: 800, height: 600 },
  { type: 'video' as const, src: '/media/tour.mp4', alt: 'Visite', width: 800, height: 600 },
];

function setViewport(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('996px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const counter = () => document.querySelector('.vitrine-slider__counter [aria-hidden]')?.textContent;

describe('Slider', () => {
  beforeEach(() => setViewport(true));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens from the event on the asked item, shows the counter and traps focus', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<Slider locale="fr_FR" />);
    act(() => openSlider({ items, index: 1 }));
    expect(screen.getByRole('dialog', { name: 'Visionneuse d’images et de vidéos' })).toBeTruthy();
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('img', { name: 'Minibus' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Élément suivant' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    opener.remove();
  });

  it('steps with the arrow keys and wraps around at both ends', () => {
    render(<Slider locale="en" />);
    act(() => openSlider({ items, index: 2 }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    expect(screen.getByLabelText('Visite').tagName).toBe('VIDEO');
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    expect(counter()).toBe('1 / 3');
  });

  it('shows arrow buttons only from the md breakpoint up', () => {
    setViewport(false);
    render(<Slider locale="fr_FR" />);
    act(() => openSlider({ items, index: 0 }));
    expect(screen.queryByRole('button', { name: 'Élément suivant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fermer la visionneuse' })).toBeTruthy();
  });

  it('steps on a swipe, read by the 250 ms poll', () => {
    vi.useFakeTimers();
    render(<Slider locale="fr_FR" />);
    act(() => openSlider({ items, index: 0 }));
    const dialog = screen.getByRole('dialog');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300 }] });
    fireEvent.touchMove(dialog, { touches: [{ clientX: 150 }] });
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(250));
    expect(counter()).toBe('2 / 3');
    fireEvent.touchEnd(dialog);
    fireEvent.touchStart(dialog, { touches: [{ clientX: 100 }] });
    fireEvent.touchMove(dialog, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(dialog);
    expect(counter()).toBe('1 / 3');
  });

  it('opens at mount on the event that loaded it; stays closed on a malformed one', () => {
    render(<Slider locale="en" initial={{ items, index: 2 }} />);
    expect(screen.getByRole('dialog', { name: 'Image and video viewer' })).toBeTruthy();
    expect(counter()).toBe('3 / 3');
    cleanup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Slider locale="en" initial={{ items, index: 9 }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('fades out before it goes, inert meanwhile, and fades each new slide in', async () => {
    const waapi = installWebAnimations();
    try {
      render(<Slider locale="en" />);
      act(() => openSlider({ items, index: 0 }));
      const dialog = screen.getByRole('dialog');
      fireEvent.keyDown(document, { key: 'ArrowRight' });
      const slide = dialog.querySelector('.vitrine-slider__slide');
      expect(waapi.played.filter((animation) => animation.element === slide).map((animation) => animation.keyframes)).toContainEqual({ transform: ['scale(0.97)', 'none'] });
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(dialog.isConnected && dialog.hasAttribute('inert')).toBe(true);
      expect(document.body.style.overflow).toBe('');
      expect((waapi.played.filter((animation) => animation.element === dialog).at(-1)?.keyframes.opacity as unknown[]).at(-1)).toBe(0);
      await act(async () => waapi.finishAll());
      expect(dialog.isConnected).toBe(false);
    } finally {
      waapi.uninstall();
    }
  });
});
