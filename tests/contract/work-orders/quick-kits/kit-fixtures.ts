import type {
  QuickKitBrand,
  QuickKitEntry,
  QuickKitFitment,
} from '../../../../contract/work-orders/quick-kits/schemas';

/** A brand at a unit price excluding VAT (20% on top), with a logo that is a URL to an image. */
export const brand = (name: string, sku: string, excTax: number, logo: string | null = null): QuickKitBrand => ({
  name,
  logo: logo ?? `/demo/brands/${name.toLowerCase()}.svg`,
  sku,
  productName: `${name} part`,
  price: { excTax, incTax: Math.round(excTax * 1.2) },
});

export const fitment = (brands: QuickKitBrand[], quantity = 1, sku: string | null = null): QuickKitFitment => ({
  sku,
  quantity,
  brands,
});

export const entry = (componentPart: string, fitments: QuickKitFitment[]): QuickKitEntry => ({
  componentPart,
  fitments,
  engineOilCapacity: null,
});
