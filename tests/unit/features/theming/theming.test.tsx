import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandLogo } from '../../../../src/features/theming/components/brand-logo';
import { themeOfUser, useKeyAccountTheme } from '../../../../src/features/theming/hooks/use-key-account-theme';
import { themeClassName, useThemeBodyClass } from '../../../../src/features/theming/hooks/use-theme-body-class';
import { resetTheme } from '../../../../src/features/theming/theme-store';
import type { User } from '../../../../contract/users/schemas';
import { userRecord } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const keyAccount = userRecord({
  isKeyAccount: 'true',
  customBabbageAccountTheme: {
    customLogo: 'https://cdn.workbay.test/brand.png',
    primaryColour: '#FFFFFF',
    secondaryColour: '#222222',
    tertiaryColour: null,
  },
});

function Themed({ user }: { user: User | undefined }) {
  useKeyAccountTheme(user);
  return <BrandLogo />;
}

function rootVar(name: string) {
  return document.documentElement.style.getPropertyValue(name);
}

afterEach(() => {
  act(resetTheme);
  document.body.className = '';
});

describe('key-account theming', () => {
  it('puts a key account colours and text colours on :root, and its logo in the header', () => {
    render(<Themed user={keyAccount} />);
    expect(rootVar('--wb-primary')).toBe('#FFFFFF');
    expect(rootVar('--wb-primary-text')).toBe('#000000');
    expect(rootVar('--wb-secondary')).toBe('#222222');
    expect(rootVar('--wb-secondary-text')).toBe('#FFFFFF');
    expect(rootVar('--wb-tertiary')).toBe('#001E60');
    expect(screen.getByRole('img', { name: 'Trade account logo' }).getAttribute('src')).toBe(
      'https://cdn.workbay.test/brand.png',
    );
  });

  it('sizes a loaded logo 60 high by its aspect ratio', () => {
    render(<Themed user={keyAccount} />);
    const img = screen.getByRole('img', { name: 'Trade account logo' });
    Object.defineProperty(img, 'naturalWidth', { value: 300 });
    Object.defineProperty(img, 'naturalHeight', { value: 100 });
    fireEvent.load(img);
    expect(img.getAttribute('width')).toBe('180');
    expect(img.getAttribute('height')).toBe('60');
  });

  it('falls back to the default 207 × 60 logo when the logo fails to load', () => {
    const { container } = render(<Themed user={keyAccount} />);
    fireEvent.error(screen.getByRole('img', { name: 'Trade account logo' }));
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/logo.svg');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['207', '60']);
  });

  it('gives non-key accounts and guests the defaults, with black text on the yellow', () => {
    expect(themeOfUser({ ...keyAccount, isKeyAccount: 'false' })).toMatchObject({ primary: '#0033A0', logo: null });
    const { container } = render(<Themed user={undefined} />);
    expect(rootVar('--wb-primary')).toBe('#0033A0');
    expect(rootVar('--wb-secondary')).toBe('#FDDA24');
    expect(rootVar('--wb-secondary-text')).toBe('#000000');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
  });

  it('resets colours and logo to the defaults', () => {
    render(<Themed user={keyAccount} />);
    act(resetTheme);
    expect(rootVar('--wb-primary')).toBe('#0033A0');
    expect(screen.queryByRole('img', { name: 'Trade account logo' })).toBeNull();
  });
});

describe('theme query parameter', () => {
  function Probe() {
    useThemeBodyClass();
    return null;
  }

  it('adds theme-<value> to the body', () => {
    renderAt(<Probe />, '/?theme=dark');
    expect(document.body.classList.contains('theme-dark')).toBe(true);
  });

  it('sanitises the value to [a-z0-9-]', () => {
    expect(themeClassName('Dark Mode"><script>')).toBe('theme-darkmodescript');
    expect(themeClassName('high-contrast-2')).toBe('theme-high-contrast-2');
    expect(themeClassName('!!!')).toBeNull();
    expect(themeClassName(null)).toBeNull();
    renderAt(<Probe />, '/?theme=%20Big%3CB%3E');
    expect(document.body.className).toBe('theme-bigb');
  });

  it('adds nothing without the parameter', () => {
    renderAt(<Probe />, '/account');
    expect(document.body.className).toBe('');
  });
});
