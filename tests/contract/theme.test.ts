import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLOURS,
  DEFAULT_LOGO_SIZE,
  isValidLogoUrl,
  loadedLogoSize,
  normaliseHexColour,
  resolveTheme,
  textColourOn,
  yiqBrightness,
} from '../../contract/theme';

describe('theme colours', () => {
  it('computes the YIQ brightness of a colour', () => {
    expect(yiqBrightness('#FFFFFF')).toBe(255);
    expect(yiqBrightness('000000')).toBe(0);
    expect(yiqBrightness('#0033A0')).toBeCloseTo(48.177, 3);
  });

  it('puts black text on colours with YIQ of 200 or more, white below', () => {
    expect(textColourOn('#FFFFFF')).toBe('#000000');
    expect(textColourOn('#0033A0')).toBe('#FFFFFF');
    // #C8C8C8 is exactly 200: black. #C7C7C7 is 199: white.
    expect(textColourOn('#C8C8C8')).toBe('#000000');
    expect(textColourOn('#C7C7C7')).toBe('#FFFFFF');
  });

  it('gives the yellow default secondary colour black text', () => {
    expect(DEFAULT_COLOURS.secondary).toBe('FDDA24');
    expect(textColourOn(DEFAULT_COLOURS.secondary)).toBe('#000000');
    expect(resolveTheme(null).secondaryText).toBe('#000000');
  });

  it('normalises hex colours and refuses anything else', () => {
    expect(normaliseHexColour('#03a')).toBe('0033AA');
    expect(normaliseHexColour(' 0033a0 ')).toBe('0033A0');
    expect(normaliseHexColour('red')).toBeNull();
    expect(normaliseHexColour('#12345')).toBeNull();
    expect(() => yiqBrightness('blue')).toThrow();
  });
});

describe('logo rules', () => {
  it('accepts http(s) and root-relative URLs whose path ends in an image extension', () => {
    for (const url of [
      'https://cdn.test/logo.jpg',
      'https://cdn.test/a.JPEG',
      '/logos/x.png',
      'http://x.test/l.svg',
      'https://x.test/l.webp?v=2',
    ]) {
      expect(isValidLogoUrl(url), url).toBe(true);
    }
  });

  it('refuses a bare relative path: it is not a URL', () => {
    for (const url of ['a.png', 'logos/a.png', './a.png', '../a.svg', 'cdn.test/logo.webp', ' /a.png']) {
      expect(isValidLogoUrl(url), url).toBe(false);
    }
    expect(resolveTheme({ customLogo: 'a.png' }).logo).toBeNull();
  });

  it('refuses other extensions, other schemes and empty values', () => {
    for (const url of [
      'https://cdn.test/logo.gif',
      'https://cdn.test/logo.png.exe',
      'javascript:alert(1)//.png',
      'data:image/png;base64,AAAA.png',
      '',
      null,
      undefined,
    ]) {
      expect(isValidLogoUrl(url), String(url)).toBe(false);
    }
  });

  it('has a default logo of 207 by 60', () => {
    expect(DEFAULT_LOGO_SIZE).toEqual({ width: 207, height: 60 });
  });

  it('sizes a loaded logo 60 high with the width by its aspect ratio', () => {
    expect(loadedLogoSize(400, 100)).toEqual({ width: 240, height: 60 });
    expect(loadedLogoSize(100, 100)).toEqual({ width: 60, height: 60 });
    expect(loadedLogoSize(0, 0)).toEqual({ width: 207, height: 60 });
  });
});

describe('resolveTheme', () => {
  it('gives the defaults for a missing theme', () => {
    expect(resolveTheme(undefined)).toEqual({
      logo: null,
      primary: '#0033A0',
      secondary: '#FDDA24',
      tertiary: '#001E60',
      primaryText: '#FFFFFF',
      secondaryText: '#000000',
      tertiaryText: '#FFFFFF',
    });
  });

  it('uses a key account theme and falls back per malformed value', () => {
    const theme = resolveTheme({
      customLogo: 'https://cdn.test/brand.svg',
      primaryColour: '#FFFFFF',
      secondaryColour: 'not-a-colour',
      tertiaryColour: '#222222',
    });
    expect(theme).toMatchObject({
      logo: 'https://cdn.test/brand.svg',
      primary: '#FFFFFF',
      primaryText: '#000000',
      secondary: '#FDDA24',
      tertiary: '#222222',
      tertiaryText: '#FFFFFF',
    });
    expect(resolveTheme({ customLogo: 'https://cdn.test/brand.bmp' }).logo).toBeNull();
  });
});
