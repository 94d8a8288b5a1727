import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../../../../contract/catalogue/product-images';
import { derivedImages, ProductGallery } from '../../../../src/features/catalogue/components/product-gallery';

const images: ProductImage[] = [
  { url: '/demo/parts/brake-pads.svg', alt: 'Brembo Front Brake Pad Set', kind: 'part' },
  {
    url: '/api/storefront/product-images/100001/packaging.svg',
    alt: 'Brembo box of the Front Brake Pad Set',
    kind: 'packaging',
  },
  {
    url: '/api/storefront/product-images/100001/dimensions.svg',
    alt: 'Dimensions of the Front Brake Pad Set',
    kind: 'dimensions',
  },
];

const main = () =>
  screen
    .getByRole('group', { name: 'Images of Front Brake Pad Set' })
    .querySelector('.gallery__main img, .gallery__main [role="img"]');
const thumb = (name: RegExp | string) => screen.getByRole('button', { name });

describe('product gallery', () => {
  it('names each thumbnail by its place and kind, and marks the one shown', () => {
    render(<ProductGallery images={images} productName="Front Brake Pad Set" />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3: part',
      'Show image 2 of 3: packaging',
      'Show image 3 of 3: dimensions',
    ]);
    expect(thumb(/image 1 of 3/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Brembo Front Brake Pad Set' })).toBeTruthy();
  });

  it('shows the image of the thumbnail clicked', () => {
    render(<ProductGallery images={images} productName="Front Brake Pad Set" />);
    fireEvent.click(thumb('Show image 2 of 3: packaging'));
    expect(main()?.getAttribute('src')).toBe(images[1]?.url);
    expect(main()?.getAttribute('alt')).toBe('Brembo box of the Front Brake Pad Set');
    expect(thumb(/image 2 of 3/).getAttribute('aria-pressed')).toBe('true');
    expect(thumb(/image 1 of 3/).getAttribute('aria-pressed')).toBe('false');
  });

  it('moves with the arrow keys, round the ends, and takes the focus along', () => {
    render(<ProductGallery images={images} productName="Front Brake Pad Set" />);
    const first = thumb(/image 1 of 3/);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(main()?.getAttribute('src')).toBe(images[1]?.url);
    expect(document.activeElement).toBe(thumb(/image 2 of 3/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(main()?.getAttribute('src')).toBe(images[2]?.url);
    expect(document.activeElement).toBe(thumb(/image 3 of 3/));
    // Only the current thumbnail is a tab stop; the arrows reach the others.
    expect(screen.getAllByRole('button').map((button) => button.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves on a sideways swipe, not on a vertical one', () => {
    render(<ProductGallery images={images} productName="Front Brake Pad Set" />);
    const area = main()?.parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(area, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([200, 100], [100, 110]);
    expect(main()?.getAttribute('src')).toBe(images[1]?.url);
    swipe([100, 100], [120, 300]);
    expect(main()?.getAttribute('src')).toBe(images[1]?.url);
    swipe([100, 100], [220, 100]);
    expect(main()?.getAttribute('src')).toBe(images[0]?.url);
  });

  it('leaves the description in place of an image that cannot load', () => {
    render(<ProductGallery images={images} productName="Front Brake Pad Set" />);
    fireEvent.click(thumb(/image 2 of 3/));
    fireEvent.error(main() as Element);
    expect(screen.getByRole('img', { name: 'Brembo box of the Front Brake Pad Set' }).tagName).toBe('DIV');
    expect(screen.getByText('Picture not available')).toBeTruthy();
  });

  it('shows one image without thumbnails', () => {
    render(<ProductGallery images={images.slice(0, 1)} productName="Front Brake Pad Set" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Brembo Front Brake Pad Set' })).toBeTruthy();
  });

  it('derives the images under the stored API base when a copy carries none', () => {
    localStorage.setItem('config', JSON.stringify({ baseUrl: 'https://api.workbay.test/api', isCookies: true }));
    const derived = derivedImages({
      sku: '100010',
      productName: 'Trolley Jack',
      mpn: '3010CXQ',
      brand: { name: 'Sealey' },
      image: null,
      attributes: [],
    });
    expect(derived.map((image) => image.url)).toEqual([
      'https://api.workbay.test/api/storefront/product-images/100010/packaging.svg',
      'https://api.workbay.test/api/storefront/product-images/100010/label.svg',
    ]);
  });
});
